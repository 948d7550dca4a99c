import { PRODUCTIVITY_WORKSHOP_ID } from "#shared/workshop-ids.ts";
/**
 * The home page's fixed copy (docs/product/catalogue-and-pages.md#home-page). The
 * sections an admin edits (hero, benefits, testimonials heading) come from
 * page_content instead.
 */

/** Twelve things parents tell us they see, each with its own colour (text and background pass WCAG AA). */
export const parentChallenges = [
  { text: "Procrastinates on homework", color: "bg-rose-100 text-rose-900" },
  { text: "Lacks motivation", color: "bg-amber-100 text-amber-900" },
  { text: "Doubts their own abilities", color: "bg-sky-100 text-sky-900" },
  { text: "Spends hours on screens", color: "bg-violet-100 text-violet-900" },
  { text: "Feels stressed or anxious", color: "bg-emerald-100 text-emerald-900" },
  { text: "Finds it hard to make friends", color: "bg-orange-100 text-orange-900" },
  { text: "Struggles with big emotions", color: "bg-pink-100 text-pink-900" },
  { text: "Gives up when things get hard", color: "bg-teal-100 text-teal-900" },
  { text: "Worries about what others think", color: "bg-indigo-100 text-indigo-900" },
  { text: "Can't organise their time", color: "bg-lime-100 text-lime-900" },
  { text: "Avoids speaking up", color: "bg-cyan-100 text-cyan-900" },
  { text: "Has no clear goals", color: "bg-fuchsia-100 text-fuchsia-900" },
] as const;

/** The six topic tiles; each leads to its workshop's card on /workshops (docs/product/catalogue-and-pages.md#workshops-overview). */
export const workshopTopics = [
  { label: "Goal Setting", workshopId: "goals", icon: "target" },
  { label: "Self-Confidence", workshopId: "confidence", icon: "star" },
  { label: "Healthy Habits", workshopId: "habits", icon: "heart" },
  { label: "Productivity", workshopId: PRODUCTIVITY_WORKSHOP_ID, icon: "zap" },
  { label: "Emotional Intelligence", workshopId: "emotional-intelligence", icon: "brain" },
  { label: "Social Skills", workshopId: "social-skills", icon: "users" },
] as const;

export const coaches = [
  {
    name: "Dr. Claire Bennett",
    title: "Clinical Psychologist",
    image: "/images/coaches/claire-bennett.svg",
    imageAlt: "Illustrated portrait of Dr. Claire Bennett, smiling, with shoulder-length auburn hair",
    bio: "Claire has spent more than twelve years helping children and adolescents with anxiety, self-esteem and emotional regulation. She brings evidence-based tools from cognitive behavioural therapy into our workshops, translated into language teens actually enjoy, so that every exercise feels practical rather than clinical.",
  },
  {
    name: "Marcus Reid",
    title: "Teen Life Coach",
    image: "/images/coaches/marcus-reid.svg",
    imageAlt: "Illustrated portrait of Marcus Reid, smiling, with short dark hair and a beard",
    bio: "Marcus is a certified life coach who has worked with teenagers for a decade, in schools, sports clubs and online groups. He is known for his stories, his humour and his knack for turning big goals into small, doable steps, and for making shy teens feel at home in the group.",
  },
] as const;

export type TestimonialItem = { title: string; quote: string; parent: string; childAge: string };

export const defaultTestimonials: TestimonialItem[] = [
  {
    title: "More confident at school",
    quote:
      "After six weeks our daughter raised her hand in class for the first time in years. She still uses the 'brave steps' list on her wall.",
    parent: "Sophie M.",
    childAge: "Parent of a 13-year-old",
  },
  {
    title: "Homework without the battles",
    quote:
      "The productivity workshop gave our son a weekly plan he actually follows. Evenings at home are so much calmer now.",
    parent: "David L.",
    childAge: "Parent of a 15-year-old",
  },
  {
    title: "A safe place to open up",
    quote:
      "Our son is quite shy, but the small group made him feel comfortable right away. He looked forward to every session.",
    parent: "Amira K.",
    childAge: "Parent of a 12-year-old",
  },
  {
    title: "Tools she uses every day",
    quote:
      "She learned to name her feelings and calm down when things get overwhelming. The change in our home has been remarkable.",
    parent: "Julia R.",
    childAge: "Parent of a 14-year-old",
  },
  {
    title: "Real friendships",
    quote:
      "The social skills workshop helped him start conversations and keep them going. He has made two good friends this term.",
    parent: "Thomas B.",
    childAge: "Parent of an 11-year-old",
  },
  {
    title: "Goals that stick",
    quote:
      "For the first time she set her own goals and broke them into small steps. Watching her follow through has been wonderful.",
    parent: "Elena P.",
    childAge: "Parent of a 16-year-old",
  },
];

/** Twelve questions, with the product's facts (docs/product/catalogue-and-pages.md#faq). */
export const faqEntries = [
  {
    question: "Who are the workshops for?",
    answer:
      "Our workshops are designed for young people aged 10 to 16. Most workshops welcome the whole range; Productivity Mastery and Healthy Habits are for ages 12 to 16. Each workshop card shows its age range.",
  },
  {
    question: "How big are the groups?",
    answer:
      "Every group has 4 to 6 teens. Small groups mean every participant is heard, gets personal attention from the coach and can practise in a safe, friendly setting.",
  },
  {
    question: "How do the online sessions work?",
    answer:
      "Sessions are live video calls led by one of our coaches. Teens learn through storytelling, discussion and practical exercises they can use the same day. Sessions last about an hour and take place once a week.",
  },
  {
    question: "When will we receive the video link?",
    answer:
      "We e-mail the video link to the parent's address 24 hours before the first session, together with a short checklist to help your teen get ready.",
  },
  {
    question: "What does my teen need to take part?",
    answer:
      "A computer or tablet with a camera and microphone, a stable internet connection and a quiet place where they can talk freely. No other materials are needed.",
  },
  {
    question: "Who leads the workshops?",
    answer:
      "Our workshops are led by a clinical psychologist and a teen life coach who have spent many years working with young people. You can read their profiles on this page.",
  },
  {
    question: "How long does a workshop last?",
    answer:
      "Between 3 and 6 weeks, depending on the topic, with one session per week. The duration and the number of sessions are shown on each workshop card.",
  },
  {
    question: "My teen is shy. Will they feel comfortable?",
    answer:
      "Many of our participants are shy at first. Coaches start every group with gentle, low-pressure activities, nobody is forced to speak, and the small group size helps teens open up at their own pace.",
  },
  {
    question: "Do I need an account to book?",
    answer:
      "No. Parents and guardians can choose a workshop, register their teen and pay by card without creating an account. You receive a confirmation e-mail straight after payment.",
  },
  {
    question: "What if the workshop is not right for my teen?",
    answer:
      "Every workshop comes with a 7-day money-back guarantee. If you are not satisfied, contact us within 7 days and we will refund you in full.",
  },
  {
    question: "How can I contact you, and how quickly do you reply?",
    answer:
      "Write to us at any time by e-mail. Our support team responds within 24-48 hours, usually sooner.",
  },
  {
    question: "How do I choose the right workshop?",
    answer:
      "Book a free 30-minute call with one of our coaches. We will listen to what your teen is going through and recommend the workshop that fits best, with no obligation.",
  },
] as const;
