import { describe, expect, it } from "vitest";

import { guestTypeOf, policeFile, portalName, RECORD_LENGTH } from "./police-file";

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
});

describe("guestTypeOf", () => {
  it("single 16, family 17 then 19, group 18 then 20", () => {
    expect(guestTypeOf(0, 1, null)).toBe(16);
    expect(guestTypeOf(0, 1, "family")).toBe(16);
    expect([0, 1, 2].map((i) => guestTypeOf(i, 3, "family"))).toEqual([17, 19, 19]);
    expect([0, 1].map((i) => guestTypeOf(i, 2, "group"))).toEqual([18, 20]);
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
