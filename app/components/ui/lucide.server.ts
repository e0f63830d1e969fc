/**
 * "lucide-react" as the server build sees it (vite.config.ts points the server's imports of it
 * here; the browser keeps the package itself). The icons the app uses render the same HTML as
 * lucide's own components, with their paths written as one string instead of one React element
 * each: lucide's component computes and merges its attributes on every render, and its paths were
 * a third of the elements of the home page, together ~10 % of an uncached page's time (issue 13,
 * point 3). The browser hydrates lucide's own elements against that HTML, which is the same.
 *
 * lucide.server.test.ts checks that every icon the app imports is listed below and that each
 * renders exactly what lucide renders. An icon not listed still works: lucide's own, at its cost.
 */
import { createElement, forwardRef, type ReactElement, type Ref } from "react";
import * as lucide from "lucide-react/icons";
import type { LucideIcon, LucideProps } from "lucide-react/icons";

export * from "lucide-react/icons";

type IconData = { name: string; aliases?: unknown[]; node: [string, Record<string, string | number>][] };
/** lucide's icon: a forwardRef component whose render hands its icon data to lucide's `Icon`. */
type LucideComponent = LucideIcon & { render: (props: LucideProps, ref: Ref<SVGSVGElement> | null) => ReactElement<{ icon?: IconData }> };

/** Props lucide turns into other attributes: such a render is left to lucide. */
const LUCIDE_PROPS = ["size", "color", "width", "height", "absoluteStrokeWidth", "nonScalingStroke", "children"];

const ATTRIBUTES = {
  xmlns: "http://www.w3.org/2000/svg",
  width: 24,
  height: 24,
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
} as const;

const escape = (value: string | number) => String(value).replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

function paths(icon: IconData): { __html: string } {
  const html = icon.node
    .map(([tag, attributes]) => {
      const attrs = Object.entries(attributes)
        .filter(([name]) => name !== "key")
        .map(([name, value]) => ` ${name}="${escape(value)}"`)
        .join("");
      return `<${tag}${attrs}></${tag}>`;
    })
    .join("");
  return { __html: html };
}

/** Whether lucide would leave out aria-hidden: the icon is labelled. */
const labelled = (props: object) => Object.keys(props).some((name) => name.startsWith("aria-") || name === "role" || name === "title");

function serverIcon(original: LucideIcon): LucideIcon {
  const render = (original as LucideComponent).render;
  let shape: { className: string; inner: { __html: string } } | undefined;
  const Icon = forwardRef<SVGSVGElement, LucideProps>(function Icon(props, ref) {
    if (LUCIDE_PROPS.some((name) => name in props)) return render(props, ref);
    if (!shape) {
      const icon = render({}, null).props.icon!;
      const aliases = (icon.aliases ?? []).filter((alias): alias is string => typeof alias === "string" && alias.trim() !== "");
      shape = { className: ["lucide", icon.name, ...aliases].join(" lucide-"), inner: paths(icon) };
    }
    const { className, strokeWidth = 2, ...rest } = props;
    return createElement("svg", {
      ref,
      ...ATTRIBUTES,
      strokeWidth,
      strokeLinecap: "round",
      strokeLinejoin: "round",
      className: className ? `${shape.className} ${className}` : shape.className,
      ...(labelled(rest) ? {} : { "aria-hidden": "true" }),
      ...rest,
      dangerouslySetInnerHTML: shape.inner,
    });
  });
  Icon.displayName = original.displayName;
  return Icon;
}

// These names shadow globals (Map, History, Lock) in this module: it uses none of them.
export const {
  AirVent, AlertTriangle, ArrowDown, ArrowLeft, ArrowRight, ArrowUp, Ban, Bath, BedDouble, Bike, Building2, BusFront,
  CalendarCheck, CalendarDays, Car, CarTaxiFront, ChartLine, Check, CheckCircle2, ChevronLeft, ChevronRight, CircleAlert,
  CircleCheck, CircleX, Clock, Coffee, Compass, ConciergeBell, Copy, Croissant, Egg, Euro, Expand, ExternalLink, Eye, EyeOff,
  Fence, Flower2, HandHeart, History, Hourglass, ImageOff, ImagePlus, Images, Inbox, Info, KeyRound, Leaf, LoaderCircle, Lock,
  LockOpen, LogOut, Luggage, Mail, Map, MapPin, Megaphone, Menu, MessageSquareQuote, Monitor, Mountain, Pencil, Phone, Plane,
  Plus, Power, RefreshCw, Refrigerator, Reply, RotateCcw, RotateCw, Sandwich, Save, Send, Settings, ShieldCheck, ShowerHead,
  Smartphone, Sparkles, Star, Sun, Train, TrainFront, Trash2, TriangleAlert, Tv, Undo2, Upload, Users, Waves, Wheat, Wifi, X,
  ZoomIn, ZoomOut,
} = serverIcons();

/** lucide's exports, each icon component the destructuring above takes wrapped (the others are not made). */
function serverIcons(): typeof lucide {
  return new Proxy(lucide, {
    get(target, name) {
      const value: unknown = Reflect.get(target, name);
      const isIcon = typeof name === "string" && /^[A-Z]/.test(name) && typeof value === "object" && value !== null && "render" in value;
      return isIcon ? serverIcon(value as unknown as LucideIcon) : value;
    },
  });
}
