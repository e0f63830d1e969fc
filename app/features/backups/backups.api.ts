import { z } from "zod";

import { audited } from "~/features/audit/audit-actions";
import { operations } from "~/lib/api-contract";
import { timestamp } from "~/lib/api-schemas";

/** A backup file under BACKUP_DIR: verified once it was read back and checked after writing. */
export const backupFileAnswer = z.object({
  name: z
    .string()
    .describe(
      "backup-2026-11-27T02-00-00Z.tar.gz.age: the moment it was started, in UTC; .age, encrypted with the backup key (a .tar.gz without it was made before backups were encrypted).",
    ),
  createdAt: timestamp,
  bytes: z.number().int(),
  verified: z.boolean(),
});

export const backupsApi = operations({
  create: {
    method: "post",
    path: "/backups",
    summary: "Makes a backup now, answering once it is verified and in place (the off-machine copy follows).",
    access: "staff",
    role: "owner",
    answers: { 201: backupFileAnswer },
    errors: { 409: "backup_running" },
  },
  list: {
    method: "get",
    path: "/backups",
    summary: "The backups on the disk, newest first.",
    access: "staff",
    role: "owner",
    answers: { 200: z.array(backupFileAnswer) },
  },
  download: {
    method: "get",
    path: "/backups/:name",
    summary: "Downloads one backup file (only a name the list shows).",
    access: "staff",
    role: "owner",
    download: true,
    params: z.object({ name: z.string() }),
    answers: {
      200: {
        media: "application/octet-stream",
        description:
          "The backup as it is on the disk: the database, the photos and the keys (never the backup key) in one .tar.gz, encrypted whole with the backup key (age, passphrase).",
      },
    },
    errors: { 404: "not_found" },
    audit: audited("backup.downloaded", ({ params }) => `backup ${params.name}`),
  },
  acknowledgeKey: {
    method: "post",
    path: "/backups/key/acknowledge",
    summary:
      "The owner has written on paper the backup key the site made, shown in the panel until now: it is never shown again (nothing to do when BACKUP_KEY sets it).",
    access: "staff",
    role: "owner",
    answers: { 204: null },
    audit: audited("backup.key-acknowledged", () => "backup key"),
  },
});
