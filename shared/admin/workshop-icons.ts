/** The icons a workshop card can show (app/components/workshops/workshop-icon.tsx). */
export const WORKSHOP_ICONS = ["sparkles", "zap", "star", "heart", "target", "brain", "users"] as const;
export type WorkshopIcon = (typeof WORKSHOP_ICONS)[number];

/** What the back-office's icon choice shows for each stored key (French, like the back-office). */
export const workshopIconLabelsFr: Record<WorkshopIcon, string> = {
  sparkles: "Étincelles",
  zap: "Éclair",
  star: "Étoile",
  heart: "Cœur",
  target: "Cible",
  brain: "Cerveau",
  users: "Groupe",
};
