/** Credentials the test databases are seeded with; never used outside tests. */
export const TEST_ADMIN = { username: "admin", password: "test-password-123" } as const;
export const TEST_SUPER_ADMIN_KEY = "test-super-admin-key-0123456789";

/** The guest data key of the test servers: a test opens sealed values with it. */
export const TEST_GUEST_DATA_KEY = "test-guest-data-key-0123456789abcdef";
