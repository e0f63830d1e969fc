import { CircleCheck, TriangleAlert } from "lucide-react";

/**
 * What a form says in the page after a plain (no-JavaScript) post: sent, or failed.
 * With JavaScript the same news comes as a toast instead.
 */
export function FormNotice({ outcome, title, text }: { outcome: "sent" | "failed"; title: string; text: string }) {
  const sent = outcome === "sent";
  const Icon = sent ? CircleCheck : TriangleAlert;
  return (
    <div
      role={sent ? "status" : "alert"}
      className={`mt-5 flex gap-3 rounded-xl border p-4 text-ink-900 ${sent ? "border-olive-700/30 bg-sea-50" : "border-danger-700/40 bg-danger-50"}`}
    >
      <Icon aria-hidden="true" className={`mt-0.5 size-5 shrink-0 ${sent ? "text-olive-700" : "text-danger-700"}`} />
      <p>
        <strong className="block">{title}</strong>
        {text}
      </p>
    </div>
  );
}
