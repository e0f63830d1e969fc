/**
 * The region's ISTAT code lists a guest may answer at check-in, optionally: the reason for the
 * trip ("tipoturismo") and the means of transport ("mezzotrasporto"). The value stored and sent
 * is the list's own text, in capitals as the tracciato's examples write it; a guest who skips the
 * question is sent as NON SPECIFICATO.
 */
export const TRIP_PURPOSES = [
  "CULTURALE",
  "BALNEARE",
  "CONGRESSUALE/AFFARI",
  "FIERISTICO",
  "SPORTIVO/FITNESS",
  "SCOLASTICO",
  "RELIGIOSO",
  "SOCIALE",
  "PARCHI TEMATICI",
  "TERMALE/TRATTAMENTI SALUTE",
  "ENOGASTRONOMICO",
  "CICLOTURISMO",
  "ESCURSIONISTICO/NATURALISTICO",
  "ALTRO MOTIVO",
] as const;
export type TripPurpose = (typeof TRIP_PURPOSES)[number];

export const TRANSPORTS = [
  "AUTO",
  "AEREO",
  "AEREO+PULLMAN",
  "AEREO+NAVETTA/TAXI/AUTO",
  "AEREO+TRENO",
  "TRENO",
  "PULLMAN",
  "CARAVAN/AUTOCARAVAN",
  "BARCA/NAVE/TRAGHETTO",
  "MOTO",
  "BICICLETTA",
  "A PIEDI",
  "ALTRO MEZZO",
] as const;
export type Transport = (typeof TRANSPORTS)[number];

/** What the region is sent for a question the guest skipped. */
export const NOT_SPECIFIED = "NON SPECIFICATO";
