import { describe, expect, it } from "vitest";

import type { GuestData } from "./guest-types";
import { guestTypeOf, policeFile, policeRecord, portalName, RECORD_LENGTH } from "./police-file";

describe("portalName", () => {
  it("writes names as the portal's tables do", () => {
    expect(portalName("Nicolò")).toBe("NICOLO'");
    expect(portalName("Cantù")).toBe("CANTU'");
    expect(portalName("D’Angelo")).toBe("D'ANGELO");
    expect(portalName("de  luca")).toBe("DE LUCA");
    expect(portalName("Müller")).toBe("MULLER");
    expect(portalName("José")).toBe("JOSE");
    expect(portalName("Großmann")).toBe("GROSSMANN");
    expect(portalName("Anna-Lena")).toBe("ANNA LENA");
    expect(portalName("Łukasz Żółć")).toBe("LUKASZ ZOLC");
  });

  it("transliterates the letters the portal has no place for, never drops them", () => {
    expect(portalName("Þórsdóttir")).toBe("THORSDOTTIR");
    expect(portalName("Guðrún")).toBe("GUDRUN");
    expect(portalName("Søren Ørsted")).toBe("SOREN ORSTED");
    expect(portalName("Straße")).toBe("STRASSE");
    expect(portalName("Ærø")).toBe("AERO");
    expect(portalName("Œuvre")).toBe("OEUVRE");
    expect(portalName("Đorđević")).toBe("DORDEVIC");
    expect(portalName("Şükrü Ağaoğlu")).toBe("SUKRU AGAOGLU");
    expect(portalName("Nguyễn")).toBe("NGUYEN");
    // Other scripts too, though the police get the passport's spelling for those (the guests' schema asks for it).
    expect(portalName("Иванов")).toBe("IVANOV");
    expect(portalName("小明")).toBe("XIAOMING");
  });

  it("is empty for a name without a letter, which the guests' schema refuses", () => {
    for (const name of ["", "  ", "...", "'", "- -", "12", "…?!"]) expect(portalName(name), name).toBe("");
  });
});

describe("guestTypeOf", () => {
  it("single 16, family 17 then 19, group 18 then 20", () => {
    expect(guestTypeOf(0, 1, null)).toBe(16);
    expect(guestTypeOf(0, 1, "family")).toBe(16);
    expect([0, 1, 2].map((i) => guestTypeOf(i, 3, "family"))).toEqual([17, 19, 19]);
    expect([0, 1].map((i) => guestTypeOf(i, 2, "group"))).toEqual([18, 20]);
  });

  it("individuals: each a single guest", () => {
    expect([0, 1, 2].map((i) => guestTypeOf(i, 3, "individuals"))).toEqual([16, 16, 16]);
  });
});

describe("policeRecord", () => {
  const guest = (overrides: Partial<GuestData>): GuestData => ({
    surname: "Rossi",
    givenName: "Anna",
    sex: "F",
    birthDate: "1990-01-01",
    birthCountry: "100000245",
    birthPlace: null,
    citizenship: "100000245",
    residenceCountry: "100000245",
    residencePlace: null,
    documentType: "PASOR",
    documentNumber: "751234567",
    documentIssuePlace: "100000245",
    ...overrides,
  });
  const names = (record: string) => [record.slice(14, 64).trimEnd(), record.slice(64, 94).trimEnd()];
  const stay = (guests: GuestData[]) => ({ checkIn: "2026-07-31", nights: 2, partyType: "individuals" as const, guests });

  it("writes the passport's Latin spelling when given, else the name transliterated; each individual with a document", () => {
    const party = stay([
      guest({ surname: "Иванов", givenName: "Иван", surnameLatin: "Ivanov", givenNameLatin: "IVAN" }),
      guest({ surname: "Þórsdóttir", givenName: "Guðrún", surnameLatin: null, givenNameLatin: null, documentNumber: "a-12345" }),
    ]);
    const [first, second] = [0, 1].map((i) => policeRecord(party, i, () => undefined));
    expect(names(first!)).toEqual(["IVANOV", "IVAN"]);
    expect(names(second!)).toEqual(["THORSDOTTIR", "GUDRUN"]);
    expect([first!.slice(0, 2), second!.slice(0, 2)]).toEqual(["16", "16"]);
    expect(second!.slice(134, 159)).toBe(`PASOR${"A12345".padEnd(20)}`);
  });

  it("throws rather than write a blank name", () => {
    expect(() => policeRecord(stay([guest({ surname: "…" })]), 0, () => undefined)).toThrow(/blank/);
    expect(() => policeRecord(stay([guest({ givenName: "王", givenNameLatin: "--" })]), 0, () => undefined)).toThrow(/blank/);
  });
});

describe("policeFile", () => {
  it("cuts long names to their fields and keeps every record 168 characters", () => {
    const text = policeFile(
      [
        {
          checkIn: "2026-07-31",
          nights: 2,
          partyType: null,
          guests: [
            {
              surname: "X".repeat(80),
              givenName: "Y".repeat(40),
              sex: "F",
              birthDate: "2000-02-29",
              birthCountry: "100000216",
              birthPlace: null,
              citizenship: "100000216",
              residenceCountry: "100000216",
              residencePlace: null,
              documentType: "PASOR",
              documentNumber: "c-01 x.00",
              documentIssuePlace: "100000216",
            },
          ],
        },
      ],
      () => undefined,
    );
    expect(text).toHaveLength(RECORD_LENGTH);
    expect(text.slice(0, 14)).toBe("1631/07/202602");
    expect(text.slice(14, 64)).toBe("X".repeat(50));
    expect(text.slice(64, 94)).toBe("Y".repeat(30));
    expect(text.slice(94, 105)).toBe("229/02/2000");
    expect(text.slice(134, 159)).toBe(`PASOR${"C01X00".padEnd(20)}`);
  });
});
