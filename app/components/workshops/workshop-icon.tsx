import { Brain, Heart, Sparkles, Star, Target, Users, Zap, type LucideIcon } from "lucide-react";

/** The icon names stored on workshops; an unknown name (an admin's new workshop) gets a neutral icon. */
const icons: Record<string, LucideIcon> = {
  zap: Zap,
  star: Star,
  heart: Heart,
  target: Target,
  brain: Brain,
  users: Users,
  sparkles: Sparkles,
};

export function WorkshopIcon({ name, className }: { name: string; className?: string }) {
  const Icon = icons[name] ?? Sparkles;
  return <Icon aria-hidden="true" className={className} />;
}
