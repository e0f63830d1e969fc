import { LoaderCircle, Send } from "lucide-react";

/**
 * A guest form's send button. Both of its faces are in the server's HTML; the page's script
 * shows the sending one, disabled, while the post is in flight (app/islands/forms.ts).
 */
export function SubmitButton({ label, sending, className }: { label: string; sending: string; className: string }) {
  return (
    <button type="submit" className={className}>
      <span data-when="idle" className="contents">
        <Send aria-hidden="true" className="size-5" />
        {label}
      </span>
      <span data-when="pending" hidden className="contents">
        <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
        {sending}
      </span>
    </button>
  );
}
