/** The draft of the owner's answer, in the guest's language: browser-safe, for the panel's reply form. */
export { replyDraft } from "./templates/reply-draft";
