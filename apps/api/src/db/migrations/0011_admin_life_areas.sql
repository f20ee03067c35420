-- Life areas in the admin area (issue 9): staff edit the names and descriptions (en, es, ro), icon, colour and order
-- of the categories and subcategories (0006 already has those columns), and the bottom-nav items of a subcategory,
-- which 0006 lacks: its bottom_nav_items are each member's own. A subcategory's items are the shortcut bar on that
-- subcategory's dashboard page (ADR 008); their names are translated like every other shown text.

-- Targets: the member bar's atlas, planets and category_dashboard (spec §2), and subcategory (/subcategory/{slug}).
CREATE TABLE life_subcategory_nav_items (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  subcategory_id uuid NOT NULL REFERENCES life_subcategories(id) ON DELETE CASCADE,
  icon text NOT NULL DEFAULT 'planet' CHECK (icon ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND char_length(icon) <= 60),
  target text NOT NULL CHECK (target IN ('atlas', 'planets', 'category_dashboard', 'subcategory')),
  slug text NOT NULL CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND char_length(slug) <= 60),
  -- Spec §2's bar holds five items at most, as the member's own bar does.
  order_index integer NOT NULL CHECK (order_index BETWEEN 0 AND 4),
  UNIQUE (subcategory_id, target, slug),
  UNIQUE (subcategory_id, order_index) DEFERRABLE INITIALLY DEFERRED
);

-- English is required by the API; a missing Spanish or Romanian name falls back to English.
CREATE TABLE life_subcategory_nav_item_translations (
  item_id uuid NOT NULL REFERENCES life_subcategory_nav_items(id) ON DELETE CASCADE,
  language_code text NOT NULL REFERENCES languages(code),
  name text NOT NULL CHECK (btrim(name) <> '' AND char_length(name) <= 40),
  PRIMARY KEY (item_id, language_code)
);
