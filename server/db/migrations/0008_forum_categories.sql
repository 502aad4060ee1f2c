-- The forum's first categories; staff may rename or add more later.
INSERT INTO "forum_categories" ("name", "description", "position") VALUES
  ('Announcements', 'News about the site and its games.', 1),
  ('General', 'Anything about Conquest.', 2),
  ('Strategy', 'Openings, cards, dice odds and how to win.', 3),
  ('Maps', 'Maps, their balance, and ideas for new ones.', 4),
  ('Bugs and suggestions', 'Something broken, or something missing.', 5),
  ('Off-topic', 'Everything else.', 6);
