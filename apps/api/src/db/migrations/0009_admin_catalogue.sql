-- The admin side of the catalogue (issue 9): typed extra attributes per kind of exercise and the values stored per
-- exercise, naming templates (how a variant's name is built, per language), and an index to read one exercise's edit
-- history from the admin-action log (every admin write is logged there with details.exerciseId when it touches one).

-- An attribute schema applies to every exercise (load_type and movement_pattern_id NULL), to one load type, to one
-- movement pattern, or to both at once. Values are checked against value_type, choices and the range by the API.
CREATE TABLE attribute_schemas (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND char_length(slug) <= 80),
  value_type text NOT NULL CHECK (value_type IN ('number', 'integer', 'boolean', 'text', 'choice')),
  load_type text CHECK (load_type IN ('barbell', 'ezbar', 'fixed', 'dumbbell', 'machine', 'cable', 'bodyweight',
    'weighted_bodyweight', 'assisted', 'kettlebell', 'band', 'cardio')),
  movement_pattern_id uuid REFERENCES movement_patterns(id),
  is_required boolean NOT NULL DEFAULT false,
  choices text[] NOT NULL DEFAULT '{}',
  min_value numeric,
  max_value numeric,
  unit text CHECK (char_length(unit) BETWEEN 1 AND 20),
  display_order integer NOT NULL DEFAULT 0 CHECK (display_order >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT attribute_schemas_choices CHECK ((value_type = 'choice') = (cardinality(choices) > 0)),
  CONSTRAINT attribute_schemas_choices_no_nulls CHECK (array_position(choices, NULL) IS NULL),
  CONSTRAINT attribute_schemas_range_numeric
    CHECK (value_type IN ('number', 'integer') OR (min_value IS NULL AND max_value IS NULL)),
  CONSTRAINT attribute_schemas_range_order CHECK (min_value IS NULL OR max_value IS NULL OR min_value <= max_value)
);
CREATE INDEX attribute_schemas_pattern_idx ON attribute_schemas (movement_pattern_id);

CREATE TABLE attribute_schema_translations (
  attribute_schema_id uuid NOT NULL REFERENCES attribute_schemas(id) ON DELETE CASCADE,
  language_code text NOT NULL REFERENCES languages(code),
  name text NOT NULL CHECK (btrim(name) <> '' AND char_length(name) <= 100),
  PRIMARY KEY (attribute_schema_id, language_code)
);

-- A schema with stored values cannot be deleted (no cascade): the API answers 409 and says how many exercises use it.
CREATE TABLE exercise_attribute_values (
  exercise_id uuid NOT NULL REFERENCES exercises(id) ON DELETE CASCADE,
  attribute_schema_id uuid NOT NULL REFERENCES attribute_schemas(id),
  value jsonb NOT NULL CHECK (jsonb_typeof(value) IN ('number', 'string', 'boolean')),
  PRIMARY KEY (exercise_id, attribute_schema_id)
);
CREATE INDEX exercise_attribute_values_schema_idx ON exercise_attribute_values (attribute_schema_id);

-- Placeholders: {name} {equipment} {movement} {grip} {muscle} {bodyPart}; the API refuses any other.
CREATE TABLE naming_templates (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND char_length(slug) <= 80),
  load_type text CHECK (load_type IN ('barbell', 'ezbar', 'fixed', 'dumbbell', 'machine', 'cable', 'bodyweight',
    'weighted_bodyweight', 'assisted', 'kettlebell', 'band', 'cardio')),
  display_order integer NOT NULL DEFAULT 0 CHECK (display_order >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE naming_template_translations (
  naming_template_id uuid NOT NULL REFERENCES naming_templates(id) ON DELETE CASCADE,
  language_code text NOT NULL REFERENCES languages(code),
  pattern text NOT NULL CHECK (btrim(pattern) <> '' AND char_length(pattern) <= 200 AND pattern ~ '\{[A-Za-z]+\}'),
  PRIMARY KEY (naming_template_id, language_code)
);

-- One exercise's edit history, newest first, straight from the audit log.
CREATE INDEX admin_action_log_exercise_idx ON admin_action_log ((details ->> 'exerciseId'), created_at DESC)
  WHERE details ? 'exerciseId';

-- ===================================================================================================================
-- Seed: a few attribute schemas and naming templates, so the admin pages start with real examples.
-- ===================================================================================================================

INSERT INTO attribute_schemas (slug, value_type, load_type, movement_pattern_id, choices, min_value, max_value, unit,
                               display_order)
SELECT v.slug, v.value_type, v.load_type, mp.id, v.choices, v.min_value, v.max_value, v.unit, v.display_order
FROM (VALUES
  ('bench-angle', 'integer', NULL, 'horizontal-push', '{}'::text[], -30::numeric, 90::numeric, '°', 1),
  ('band-resistance', 'choice', 'band', NULL, '{light,medium,heavy,extra-heavy}'::text[], NULL, NULL, NULL, 2),
  ('cable-attachment', 'choice', 'cable', NULL, '{rope,straight-bar,v-handle,d-handle,ez-bar}'::text[], NULL, NULL,
   NULL, 3)
) AS v(slug, value_type, load_type, pattern, choices, min_value, max_value, unit, display_order)
LEFT JOIN movement_patterns mp ON mp.slug = v.pattern;

INSERT INTO attribute_schema_translations (attribute_schema_id, language_code, name)
SELECT s.id, v.language_code, v.name FROM (VALUES
  ('bench-angle', 'en', 'Bench angle'),
  ('bench-angle', 'es', 'Ángulo del banco'),
  ('bench-angle', 'ro', 'Unghiul băncii'),
  ('band-resistance', 'en', 'Band resistance'),
  ('band-resistance', 'es', 'Resistencia de la banda'),
  ('band-resistance', 'ro', 'Rezistența benzii'),
  ('cable-attachment', 'en', 'Cable attachment'),
  ('cable-attachment', 'es', 'Accesorio de polea'),
  ('cable-attachment', 'ro', 'Accesoriu pentru scripete')
) AS v(slug, language_code, name)
JOIN attribute_schemas s ON s.slug = v.slug;

INSERT INTO naming_templates (slug, load_type, display_order) VALUES
  ('equipment-movement-grip', NULL, 1),
  ('name-with-grip', NULL, 2);

INSERT INTO naming_template_translations (naming_template_id, language_code, pattern)
SELECT n.id, v.language_code, v.pattern FROM (VALUES
  ('equipment-movement-grip', 'en', '{equipment} {movement} ({grip})'),
  ('equipment-movement-grip', 'es', '{movement} con {equipment} ({grip})'),
  ('equipment-movement-grip', 'ro', '{movement} cu {equipment} ({grip})'),
  ('name-with-grip', 'en', '{name} ({grip})'),
  ('name-with-grip', 'es', '{name} ({grip})'),
  ('name-with-grip', 'ro', '{name} ({grip})')
) AS v(slug, language_code, pattern)
JOIN naming_templates n ON n.slug = v.slug;
