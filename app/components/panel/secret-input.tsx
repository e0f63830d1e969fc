import { Eye, EyeOff } from "lucide-react";
import { useState, type ComponentProps } from "react";

type Props = Omit<ComponentProps<"input">, "type"> & {
  /** The toggle's names: what pressing it will do. */
  showLabel: string;
  hideLabel: string;
  /** Also shows the toggle's name as a tooltip. */
  titled?: boolean;
  toggleClassName: string;
};

/**
 * A password (or key) input with a button that shows or hides what was typed, for the panels'
 * sign-in screens. Spread a FormField's `control` onto it like any input.
 */
export function SecretInput({ showLabel, hideLabel, titled, toggleClassName, ...input }: Props) {
  const [visible, setVisible] = useState(false);
  const toggleLabel = visible ? hideLabel : showLabel;
  return (
    <div className="relative">
      <input {...input} type={visible ? "text" : "password"} />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        aria-label={toggleLabel}
        title={titled ? toggleLabel : undefined}
        aria-pressed={visible}
        className={`absolute inset-y-0 right-0 grid w-12 place-items-center rounded-r-xl ${toggleClassName}`}
      >
        {visible ? <EyeOff aria-hidden="true" className="size-5" /> : <Eye aria-hidden="true" className="size-5" />}
      </button>
    </div>
  );
}
