import { describe, expect, it } from "vitest";

import { policeDueAt, policeUrgency } from "~/features/stays/police-deadline";

/** The rule's edges; the API's answers, across the changes of time, are in tests/api/police-deadlines.test.ts. */

const HOURS = { checkIn: { from: "15:00", to: "23:00" }, checkOut: { from: "07:00", to: "10:00" } };
const stay = (checkIn: string, checkOut: string, arrivedAt: Date | null = null) => ({ checkIn, checkOut, arrivedAt, status: "booked" });

describe("policeDueAt", () => {
  it("24 hours or less between arrival and the end of check-out is a short stay: 6 hours", () => {
    // Arrival 2027-01-10 10:00 CET (09:00Z), departure 2027-01-11 10:00 CET: exactly 24 hours.
    expect(policeDueAt(stay("2027-01-10", "2027-01-11", new Date("2027-01-10T09:00:00Z")), HOURS)?.toISOString()).toBe(
      "2027-01-10T15:00:00.000Z",
    );
    // One minute earlier: 24 hours and a minute, so 24 hours.
    expect(policeDueAt(stay("2027-01-10", "2027-01-11", new Date("2027-01-10T08:59:00Z")), HOURS)?.toISOString()).toBe(
      "2027-01-11T08:59:00.000Z",
    );
  });

  it("hours that are not HH:MM count as midnight: the deadline can only come earlier", () => {
    const broken = { checkIn: { from: "3pm", to: "" }, checkOut: { from: "", to: "10:00" } };
    // Arrival 2027-01-10 00:00 CET (2027-01-09 23:00Z), departure 34 hours later.
    expect(policeDueAt(stay("2027-01-10", "2027-01-11"), broken)?.toISOString()).toBe("2027-01-10T23:00:00.000Z");
  });

  it("none for a cancelled stay", () => {
    expect(policeDueAt({ ...stay("2027-01-10", "2027-01-12"), status: "cancelled" }, HOURS)).toBeNull();
  });
});

describe("policeUrgency", () => {
  const due = new Date("2027-01-10T15:00:00Z");
  const at = (iso: string) => policeUrgency(due, null, new Date(iso));

  it("due soon from two hours before the deadline to the deadline itself, late after it", () => {
    expect(at("2027-01-10T12:59:59Z")).toEqual({ dueSoon: false, overdue: false });
    expect(at("2027-01-10T13:00:00Z")).toEqual({ dueSoon: true, overdue: false });
    expect(at("2027-01-10T15:00:00Z")).toEqual({ dueSoon: true, overdue: false });
    expect(at("2027-01-10T15:00:01Z")).toEqual({ dueSoon: false, overdue: true });
  });

  it("neither once sent, nor without a deadline", () => {
    expect(policeUrgency(due, new Date("2027-01-10T16:00:00Z"), new Date("2027-01-11T00:00:00Z"))).toEqual({
      dueSoon: false,
      overdue: false,
    });
    expect(policeUrgency(null, null, new Date())).toEqual({ dueSoon: false, overdue: false });
  });
});
