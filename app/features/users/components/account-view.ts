import type { Role } from "~/lib/roles";

/** An account as the section's loader sends it. */
export type AccountView = {
  id: number;
  username: string;
  name: string;
  email: string | null;
  role: Role;
  status: "invited" | "active" | "disabled";
  createdAt: string;
  setupOwner: boolean;
};
