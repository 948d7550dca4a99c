/** The icons a workshop card can show (app/components/workshops/workshop-icon.tsx). */
export const WORKSHOP_ICONS = ["sparkles", "zap", "star", "heart", "target", "brain", "users"] as const;
