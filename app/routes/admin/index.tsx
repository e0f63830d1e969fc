/** /admin opens on the first section, Gestione Prezzi, at its own address's data. */
export { default, loader, meta } from "./prices";
