/** Where an upload is: sending (with a percentage), or sent and being processed by the server. */
export type UploadState = { current: number; total: number; fraction: number } | null;

/**
 * A visible, announced progress bar. Once every byte is sent the server still re-encodes the
 * photo (a few seconds): the text says so, so that 100% does not look stuck.
 */
export function UploadProgress({
  state,
  label,
  processing,
}: {
  state: UploadState;
  label: (state: NonNullable<UploadState>, percent: number) => string;
  processing: string;
}) {
  if (!state) return null;
  const percent = Math.round(state.fraction * 100);
  const text = percent >= 100 ? processing : label(state, percent);
  return (
    <div className="mt-3" role="status">
      <p className="text-sm font-medium text-sea-900">{text}</p>
      <progress
        max={100}
        value={percent}
        aria-label={text}
        className="mt-1.5 h-2.5 w-full appearance-none overflow-hidden rounded-full bg-sand-200 accent-sea-700 [&::-moz-progress-bar]:bg-sea-700 [&::-webkit-progress-bar]:bg-sand-200 [&::-webkit-progress-value]:bg-sea-700"
      />
    </div>
  );
}
