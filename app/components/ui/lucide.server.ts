/**
 * "lucide-react" as the server build sees it (vite.config.ts points the server's imports of it
 * here; the browser keeps the package itself). The icons the app uses render the same HTML as
 * lucide's own components, with their paths written as one string instead of one React element
 * each: lucide's component computes and merges its attributes on every render, and its paths were
 * a third of the elements of the home page, together ~10 % of an uncached page's time
 * (docs/decisions/0019-render-threads.md). The browser hydrates lucide's own elements against that HTML, which is the same.
 *
 * lucide.server.test.ts checks that every icon the app imports is listed below and that each
 * renders exactly what lucide renders. An icon not listed still works: lucide's own, at its cost.
 */
import * as lucide from "lucide-react/icons";
import type { LucideIcon, LucideProps } from "lucide-react/icons";
import { createElement, forwardRef, type ReactElement, type Ref } from "react";

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

const escape = (value: string | number) =>
  String(value).replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

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

// Each icon taken from lucide by name: the server build bundles lucide and keeps only the icons
// used (vite.config.ts), where loading the package whole held ~7 MB of heap in each of the
// server's threads. These names shadow globals (Map, History, Lock) in this module: it uses none of them.
export const AirVent = serverIcon(lucide.AirVent);
export const AlertTriangle = serverIcon(lucide.AlertTriangle);
export const ArrowDown = serverIcon(lucide.ArrowDown);
export const ArrowLeft = serverIcon(lucide.ArrowLeft);
export const ArrowRight = serverIcon(lucide.ArrowRight);
export const ArrowUp = serverIcon(lucide.ArrowUp);
export const BadgeCheck = serverIcon(lucide.BadgeCheck);
export const Ban = serverIcon(lucide.Ban);
export const Bath = serverIcon(lucide.Bath);
export const BedDouble = serverIcon(lucide.BedDouble);
export const Bike = serverIcon(lucide.Bike);
export const BrushCleaning = serverIcon(lucide.BrushCleaning);
export const Building2 = serverIcon(lucide.Building2);
export const BusFront = serverIcon(lucide.BusFront);
export const CalendarCheck = serverIcon(lucide.CalendarCheck);
export const CalendarDays = serverIcon(lucide.CalendarDays);
export const CalendarPlus = serverIcon(lucide.CalendarPlus);
export const Car = serverIcon(lucide.Car);
export const CarTaxiFront = serverIcon(lucide.CarTaxiFront);
export const ChartLine = serverIcon(lucide.ChartLine);
export const Check = serverIcon(lucide.Check);
export const CheckCircle2 = serverIcon(lucide.CheckCircle2);
export const ChevronLeft = serverIcon(lucide.ChevronLeft);
export const ChevronRight = serverIcon(lucide.ChevronRight);
export const CircleAlert = serverIcon(lucide.CircleAlert);
export const CircleCheck = serverIcon(lucide.CircleCheck);
export const CircleUserRound = serverIcon(lucide.CircleUserRound);
export const CircleX = serverIcon(lucide.CircleX);
export const Clock = serverIcon(lucide.Clock);
export const Coffee = serverIcon(lucide.Coffee);
export const Compass = serverIcon(lucide.Compass);
export const ConciergeBell = serverIcon(lucide.ConciergeBell);
export const Copy = serverIcon(lucide.Copy);
export const Croissant = serverIcon(lucide.Croissant);
export const DatabaseBackup = serverIcon(lucide.DatabaseBackup);
export const DoorOpen = serverIcon(lucide.DoorOpen);
export const Download = serverIcon(lucide.Download);
export const Egg = serverIcon(lucide.Egg);
export const Euro = serverIcon(lucide.Euro);
export const Expand = serverIcon(lucide.Expand);
export const ExternalLink = serverIcon(lucide.ExternalLink);
export const Eye = serverIcon(lucide.Eye);
export const EyeOff = serverIcon(lucide.EyeOff);
export const Fence = serverIcon(lucide.Fence);
export const FileText = serverIcon(lucide.FileText);
export const Flower2 = serverIcon(lucide.Flower2);
export const HandHeart = serverIcon(lucide.HandHeart);
export const History = serverIcon(lucide.History);
export const Hourglass = serverIcon(lucide.Hourglass);
export const ImageOff = serverIcon(lucide.ImageOff);
export const ImagePlus = serverIcon(lucide.ImagePlus);
export const Images = serverIcon(lucide.Images);
export const Inbox = serverIcon(lucide.Inbox);
export const Info = serverIcon(lucide.Info);
export const KeyRound = serverIcon(lucide.KeyRound);
export const Landmark = serverIcon(lucide.Landmark);
export const Leaf = serverIcon(lucide.Leaf);
export const Link2 = serverIcon(lucide.Link2);
export const LoaderCircle = serverIcon(lucide.LoaderCircle);
export const Lock = serverIcon(lucide.Lock);
export const LockOpen = serverIcon(lucide.LockOpen);
export const LogIn = serverIcon(lucide.LogIn);
export const LogOut = serverIcon(lucide.LogOut);
export const Luggage = serverIcon(lucide.Luggage);
export const Mail = serverIcon(lucide.Mail);
export const Map = serverIcon(lucide.Map);
export const MapPin = serverIcon(lucide.MapPin);
export const Megaphone = serverIcon(lucide.Megaphone);
export const Menu = serverIcon(lucide.Menu);
export const MessageCircle = serverIcon(lucide.MessageCircle);
export const MessageSquareQuote = serverIcon(lucide.MessageSquareQuote);
export const Monitor = serverIcon(lucide.Monitor);
export const Mountain = serverIcon(lucide.Mountain);
export const Pencil = serverIcon(lucide.Pencil);
export const Phone = serverIcon(lucide.Phone);
export const Plane = serverIcon(lucide.Plane);
export const PlugZap = serverIcon(lucide.PlugZap);
export const Plus = serverIcon(lucide.Plus);
export const Power = serverIcon(lucide.Power);
export const RefreshCw = serverIcon(lucide.RefreshCw);
export const Refrigerator = serverIcon(lucide.Refrigerator);
export const Reply = serverIcon(lucide.Reply);
export const RotateCcw = serverIcon(lucide.RotateCcw);
export const RotateCw = serverIcon(lucide.RotateCw);
export const Sandwich = serverIcon(lucide.Sandwich);
export const Save = serverIcon(lucide.Save);
export const ScrollText = serverIcon(lucide.ScrollText);
export const Send = serverIcon(lucide.Send);
export const Settings = serverIcon(lucide.Settings);
export const ShieldAlert = serverIcon(lucide.ShieldAlert);
export const ShieldCheck = serverIcon(lucide.ShieldCheck);
export const ShowerHead = serverIcon(lucide.ShowerHead);
export const Smartphone = serverIcon(lucide.Smartphone);
export const Sparkles = serverIcon(lucide.Sparkles);
export const Star = serverIcon(lucide.Star);
export const Sun = serverIcon(lucide.Sun);
export const Train = serverIcon(lucide.Train);
export const TrainFront = serverIcon(lucide.TrainFront);
export const Trash2 = serverIcon(lucide.Trash2);
export const TriangleAlert = serverIcon(lucide.TriangleAlert);
export const Tv = serverIcon(lucide.Tv);
export const Undo2 = serverIcon(lucide.Undo2);
export const Upload = serverIcon(lucide.Upload);
export const UserCheck = serverIcon(lucide.UserCheck);
export const Users = serverIcon(lucide.Users);
export const UsersRound = serverIcon(lucide.UsersRound);
export const Video = serverIcon(lucide.Video);
export const Waves = serverIcon(lucide.Waves);
export const Wheat = serverIcon(lucide.Wheat);
export const Wifi = serverIcon(lucide.Wifi);
export const X = serverIcon(lucide.X);
export const ZoomIn = serverIcon(lucide.ZoomIn);
export const ZoomOut = serverIcon(lucide.ZoomOut);
