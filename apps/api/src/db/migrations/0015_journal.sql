-- Journal (issue 18): a member's entries, several a day. The id comes from the client (UUID), so creating an entry
-- twice (a second tap, a replayed write) stores one row. `day` is the member's own calendar day, sent by the device;
-- `body` is HTML cleaned to b, i, em, strong, p, br without attributes (spec §5), `search_text` its words for search.
-- Tags are the member's own words; the life areas are the categories and subcategories it concerns (a subcategory's
-- category is stored with it, so a filter by category finds it).
CREATE TABLE journal_entries (
  id uuid PRIMARY KEY,
  user_id text NOT NULL REFERENCES "user"(id) ON DELETE CASCADE,
  day date NOT NULL CHECK (day BETWEEN DATE '2000-01-01' AND DATE '2100-12-31'),
  mood smallint NOT NULL CHECK (mood BETWEEN 1 AND 5),
  energy smallint CHECK (energy BETWEEN 1 AND 5),
  body text NOT NULL DEFAULT '' CHECK (char_length(body) <= 20000),
  search_text text NOT NULL DEFAULT '' CHECK (char_length(search_text) <= 20000),
  tags text[] NOT NULL DEFAULT '{}' CHECK (cardinality(tags) <= 20),
  category_ids uuid[] NOT NULL DEFAULT '{}' CHECK (cardinality(category_ids) <= 6),
  subcategory_ids uuid[] NOT NULL DEFAULT '{}' CHECK (cardinality(subcategory_ids) <= 40),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- The list (newest first, keyset paging on day, created_at, id), the calendar month and the daily series.
CREATE INDEX journal_entries_list_idx ON journal_entries (user_id, day DESC, created_at DESC, id DESC);
-- Filters by tag and life area.
CREATE INDEX journal_entries_tags_idx ON journal_entries USING gin (tags);
CREATE INDEX journal_entries_categories_idx ON journal_entries USING gin (category_ids);
CREATE INDEX journal_entries_subcategories_idx ON journal_entries USING gin (subcategory_ids);
