import { roomsApi } from "~/features/rooms/rooms.api";
import { operations } from "~/lib/api-contract";

/** The API's own description. */
const apiApi = operations({
  document: {
    method: "get",
    path: "/openapi.json",
    summary: "This API's OpenAPI 3.1 document, generated from the schemas the server validates with.",
    access: "public",
    answers: { 200: { media: "application/json", description: "The OpenAPI document." } },
  },
});

/**
 * Every operation of the API, by feature: the document (openapi.ts) is built from this list,
 * and a test proves that what the server mounts is exactly what it holds.
 */
export const API = {
  api: apiApi,
  rooms: roomsApi,
};
