import { m } from "#shared/i18n/messages.ts";
import type { Language } from "#shared/language.ts";

/** The icons a workshop card can show (app/components/workshops/workshop-icon.tsx). */
export const WORKSHOP_ICONS = ["sparkles", "zap", "star", "heart", "target", "brain", "users"] as const;
export type WorkshopIcon = (typeof WORKSHOP_ICONS)[number];

/** What the back-office's icon choice shows for a stored key, in the back-office's language. */
export function workshopIconLabel(icon: WorkshopIcon, language: Language): string {
  const locale = { locale: language };
  switch (icon) {
    case "sparkles":
      return m.admin_workshop_icon_sparkles({}, locale);
    case "zap":
      return m.admin_workshop_icon_zap({}, locale);
    case "star":
      return m.admin_workshop_icon_star({}, locale);
    case "heart":
      return m.admin_workshop_icon_heart({}, locale);
    case "target":
      return m.admin_workshop_icon_target({}, locale);
    case "brain":
      return m.admin_workshop_icon_brain({}, locale);
    case "users":
      return m.admin_workshop_icon_users({}, locale);
  }
}
