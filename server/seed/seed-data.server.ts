import { nextWeekdayDate } from "#server/groups/first-session-date.server.ts";
import { PRODUCTIVITY_WORKSHOP_ID } from "#shared/workshop-ids.ts";
import type { discountCodes, workshopGroups, workshops } from "#server/db/schema.server.ts";

type NewWorkshop = typeof workshops.$inferInsert;
type NewGroup = typeof workshopGroups.$inferInsert;
type NewDiscountCode = typeof discountCodes.$inferInsert;

/** The six workshops (docs/product/catalogue-and-pages.md#the-six-workshops): prices in cents as parents are shown them. */
export const seedWorkshops: NewWorkshop[] = [
  {
    id: PRODUCTIVITY_WORKSHOP_ID,
    title: "Productivity Mastery",
    subtitle: "Focus, plan and get things done without the stress",
    description:
      "Teens learn to plan their week, beat procrastination and study with focus, through stories and hands-on exercises they use the same day.",
    price: 27000,
    duration: "4 weeks",
    sessions: "4 sessions of 1 hour",
    ageMin: 12,
    ageMax: 16,
    icon: "zap",
    sortOrder: 1,
    nextStart: "2024-10-15",
    highlights: [
      "Plan a week that leaves room for fun",
      "Beat procrastination with simple routines",
      "Focus techniques for homework and exams",
      "A personal productivity toolkit to keep",
    ],
  },
  {
    id: "confidence",
    title: "Self-Confidence Builder",
    subtitle: "Believe in yourself and speak up",
    description:
      "A safe small group where teens discover their strengths, quiet their inner critic and practise speaking up with kindness and courage.",
    price: 29700,
    duration: "6 weeks",
    sessions: "6 sessions of 1 hour",
    ageMin: 10,
    ageMax: 16,
    icon: "star",
    sortOrder: 2,
    nextStart: "2024-11-01",
    highlights: [
      "Recognise and name personal strengths",
      "Turn negative self-talk into encouragement",
      "Practise speaking up in a supportive group",
      "Set and celebrate small brave steps",
    ],
  },
  {
    id: "habits",
    title: "Healthy Habits",
    subtitle: "Routines for sleep, screens and energy that stick",
    description:
      "Teens build balanced daily routines around sleep, movement, screen time and rest, and learn how habits are made and kept.",
    price: 24700,
    duration: "5 weeks",
    sessions: "5 sessions of 1 hour",
    ageMin: 12,
    ageMax: 16,
    icon: "heart",
    sortOrder: 3,
    nextStart: "2024-10-22",
    highlights: [
      "Understand how habits form",
      "Better sleep and screen-time balance",
      "Energy-boosting daily routines",
      "A habit tracker designed by your teen",
    ],
  },
  {
    id: "goals",
    title: "Goal Setting",
    subtitle: "Turn big dreams into clear next steps",
    description:
      "Teens choose goals that matter to them, break them into achievable steps and learn to keep going when motivation dips.",
    price: 14700,
    duration: "3 weeks",
    sessions: "3 sessions of 1 hour",
    ageMin: 10,
    ageMax: 16,
    icon: "target",
    sortOrder: 4,
    nextStart: "2024-11-05",
    highlights: [
      "Discover what really motivates you",
      "Write goals that are clear and realistic",
      "Break big goals into weekly actions",
      "Bounce back from setbacks",
    ],
  },
  {
    id: "emotional-intelligence",
    title: "Emotional Intelligence",
    subtitle: "Understand feelings and handle them well",
    description:
      "Teens learn to recognise, name and manage their emotions, and to understand the feelings of others, with practical tools for tough moments.",
    price: 29700,
    duration: "6 weeks",
    sessions: "6 sessions of 1 hour",
    ageMin: 10,
    ageMax: 16,
    icon: "brain",
    sortOrder: 5,
    nextStart: "2024-10-29",
    highlights: [
      "Name and understand emotions",
      "Calming tools for stress and anger",
      "Empathy and seeing other viewpoints",
      "Handle conflict with confidence",
    ],
  },
  {
    id: "social-skills",
    title: "Social Skills",
    subtitle: "Connect, communicate and make real friends",
    description:
      "Teens practise starting conversations, listening well, working in teams and setting healthy boundaries, online and offline.",
    price: 24700,
    duration: "5 weeks",
    sessions: "5 sessions of 1 hour",
    ageMin: 10,
    ageMax: 16,
    icon: "users",
    sortOrder: 6,
    nextStart: "2024-11-12",
    highlights: [
      "Start and keep conversations going",
      "Active listening and body language",
      "Teamwork and healthy boundaries",
      "Make and keep good friendships",
    ],
  },
].map((workshop) => ({ ...workshop, groupSize: "4-6 teens", maxSeats: 6, bookedSeats: 0, isActive: true }));

/**
 * The productivity workshop's three 4-week groups (docs/product/productivity-checkout.md#groups), capacity =
 * the spots left the sales page has always shown, keeping the texts parents know; first sessions one to two weeks after `today`.
 */
export function seedGroups(today: string, timeZone = "America/New_York"): NewGroup[] {
  return [
    {
      id: "option1",
      dateRange: "Mondays, 4-week run",
      timeText: "4-5 PM EST",
      capacity: 3,
      weekday: 1,
      startTime: "16:00",
    },
    {
      id: "option2",
      dateRange: "Wednesdays, 4-week run",
      timeText: "6-7 PM EST",
      capacity: 5,
      weekday: 3,
      startTime: "18:00",
    },
    {
      id: "option3",
      dateRange: "Saturdays, 4-week run",
      timeText: "10-11 AM EST",
      capacity: 2,
      weekday: 6,
      startTime: "10:00",
    },
  ].map((group, index) => ({
    ...group,
    workshopId: PRODUCTIVITY_WORKSHOP_ID,
    sortOrder: index + 1,
    timeZone,
    firstSessionDate: nextWeekdayDate(today, group.weekday),
    sessionCount: 4,
    sessionMinutes: 60,
  }));
}

export const seedDiscountCodes: NewDiscountCode[] = [
  { code: "TEEN20", discountType: "percentage", discountValue: 20, isActive: true },
];
