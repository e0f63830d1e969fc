import src from "virtual:islands-entry";

/** The address of the public pages' one script (app/islands/main.ts) in this build. */
export const ISLANDS_SRC: string = src;
