-- 'How did you hear about us?' is stored as a code (shared/stored-values.ts), no longer as the
-- booking form's English label: each page shows the label of its language.
UPDATE "bookings" SET "hear_about_us" = CASE "hear_about_us"
  WHEN 'Search engine' THEN 'search_engine'
  WHEN 'Social media' THEN 'social_media'
  WHEN 'Friend or family' THEN 'friend_or_family'
  WHEN 'School or teacher' THEN 'school_or_teacher'
  WHEN 'Newsletter' THEN 'newsletter'
  WHEN 'Other' THEN 'other'
  ELSE "hear_about_us"
END
WHERE "hear_about_us" IN ('Search engine', 'Social media', 'Friend or family', 'School or teacher', 'Newsletter', 'Other');
