/** How the super-admin panel calls the API: its toasts say what each status means, never the server's words. */
export const SUPER_ADMIN_API = { serverMessages: false } as const;
