-- Imported workouts that open (issue 37) and imports that cannot fill the disk (issue 36).
--
-- Ids. 0027 gave what an import makes md5(...)::uuid ids: random hex, so about 98 in 100 were not UUIDs the API
-- accepts (version 1-5, variant 8, 9, a or b) and the workout, its exercises and sets could not be opened, edited or
-- deleted. The import now makes name-based UUIDs (RFC 4122, modules/data/import-ids.ts): a workout's id is version 5
-- (SHA-1) of the member, the file's app and the workout's key in the file, computed as the file is staged and kept on
-- the staged row (data_import_rows.workout_id); the ids derived from it in SQL are version 3 (MD5, uuid_v3 below):
-- a workout exercise is uuid_v3(workout id, name in the file), a set uuid_v3(workout exercise id, set index), a custom
-- exercise uuid_v3(import namespace, member ':import-exercise:' folded name).
--
-- The repair gives the rows imported before the ids the import now makes for the same file, so importing that file
-- again still finds them: the staged rows of every import are kept, so each old id is found again from its inputs
-- (md5 of the same text) and mapped to the new one. A row with an id the API refuses that no staged row explains
-- (a workout of the scale seed...) gets uuid_v3(import namespace, 'repair:' || old id). Every uuid and jsonb column
-- of every table is then rewritten through that map (foreign keys dropped and put back as they were, the set
-- triggers off: the rows do not change, only their ids), so the summaries, records, likes, comments, reports,
-- notifications, coach links and staged mappings follow.
--
-- Limits: run_started_at tells a running import from one a crash left 'importing'; staged imports expire (the index).

ALTER TABLE data_imports ADD COLUMN run_started_at timestamptz;
CREATE INDEX data_imports_staged_idx ON data_imports (created_at) WHERE status = 'staged';
ALTER TABLE data_import_rows ADD COLUMN workout_id uuid;

-- RFC 4122 version 3: MD5 of the namespace's 16 bytes and the name's UTF-8, version and variant bits set.
CREATE FUNCTION uuid_v3(namespace uuid, name text) RETURNS uuid LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT (substr(h, 1, 12) || '3' || substr(h, 14, 3)
          || substr('89ab', (('x' || substr(h, 17, 1))::bit(4)::int & 3) + 1, 1) || substr(h, 18))::uuid
  FROM (SELECT md5(uuid_send(namespace) || convert_to(name, 'UTF8')) AS h) AS hashed
$$;

-- SHA-1 (FIPS 180-4), for this migration only: PostgreSQL has no SHA-1 without pgcrypto. About 0.2 ms a call.
CREATE FUNCTION pg_temp.sha1_of(message bytea) RETURNS bytea LANGUAGE plpgsql IMMUTABLE STRICT AS $fn$
DECLARE
  m32 constant bigint := 4294967295;
  msg bytea := message || '\x80'::bytea;
  h bigint[] := ARRAY[1732584193, 4023233417, 2562383102, 271733878, 3285377520]::bigint[];
  w bigint[];
  a bigint; b bigint; c bigint; d bigint; e bigint; f bigint; k bigint; t bigint;
  base int;
BEGIN
  WHILE length(msg) % 64 <> 56 LOOP msg := msg || '\x00'::bytea; END LOOP;
  msg := msg || int8send(length(message)::bigint * 8);
  FOR chunk IN 0 .. length(msg) / 64 - 1 LOOP
    base := chunk * 64;
    w := array_fill(0::bigint, ARRAY[80]);
    FOR i IN 0 .. 15 LOOP
      w[i + 1] := (get_byte(msg, base + i * 4)::bigint << 24) | (get_byte(msg, base + i * 4 + 1) << 16)
                  | (get_byte(msg, base + i * 4 + 2) << 8) | get_byte(msg, base + i * 4 + 3);
    END LOOP;
    FOR i IN 16 .. 79 LOOP
      t := w[i - 2] # w[i - 7] # w[i - 13] # w[i - 15];
      w[i + 1] := ((t << 1) | (t >> 31)) & m32;
    END LOOP;
    a := h[1]; b := h[2]; c := h[3]; d := h[4]; e := h[5];
    FOR i IN 0 .. 79 LOOP
      IF i < 20 THEN f := (b & c) | (~b & d); k := 1518500249;
      ELSIF i < 40 THEN f := b # c # d; k := 1859775393;
      ELSIF i < 60 THEN f := (b & c) | (b & d) | (c & d); k := 2400959708;
      ELSE f := b # c # d; k := 3395469782;
      END IF;
      t := ((((a << 5) | (a >> 27)) & m32) + f + e + k + w[i + 1]) & m32;
      e := d; d := c; c := ((b << 30) | (b >> 2)) & m32; b := a; a := t;
    END LOOP;
    h[1] := (h[1] + a) & m32; h[2] := (h[2] + b) & m32; h[3] := (h[3] + c) & m32;
    h[4] := (h[4] + d) & m32; h[5] := (h[5] + e) & m32;
  END LOOP;
  RETURN substring(int8send(h[1]) FROM 5) || substring(int8send(h[2]) FROM 5) || substring(int8send(h[3]) FROM 5)
      || substring(int8send(h[4]) FROM 5) || substring(int8send(h[5]) FROM 5);
END
$fn$;

-- RFC 4122 version 5, as import-ids.ts makes it.
CREATE FUNCTION pg_temp.uuid_v5(namespace uuid, name text) RETURNS uuid LANGUAGE sql IMMUTABLE STRICT AS $$
  SELECT (substr(h, 1, 12) || '5' || substr(h, 14, 3)
          || substr('89ab', (('x' || substr(h, 17, 1))::bit(4)::int & 3) + 1, 1) || substr(h, 18, 15))::uuid
  FROM (SELECT encode(pg_temp.sha1_of(uuid_send(namespace) || convert_to(name, 'UTF8')), 'hex') AS h) AS hashed
$$;

CREATE FUNCTION pg_temp.is_api_uuid(id uuid) RETURNS boolean LANGUAGE sql IMMUTABLE STRICT AS $$
  SELECT id::text ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[1-5][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$'
$$;

-- Each workout of each staged file: the id 0027 gave it and the one the import gives it now (one hash a workout).
CREATE TEMP TABLE import_keys ON COMMIT DROP AS
  SELECT DISTINCT i.user_id, i.source, r.workout_key,
         md5(i.user_id || ':' || i.source || ':' || r.workout_key)::uuid AS old_id, NULL::uuid AS new_id
  FROM data_import_rows r JOIN data_imports i ON i.id = r.import_id
  WHERE r.workout_key IS NOT NULL;
UPDATE import_keys SET new_id = pg_temp.uuid_v5('b1f4e1d2-6f0a-4c57-9a43-3e2f0c8d7a15',
                                                user_id || ':' || source || ':' || workout_key);
CREATE INDEX ON import_keys (old_id);
UPDATE data_import_rows r SET workout_id = k.new_id
FROM data_imports i, import_keys k
WHERE i.id = r.import_id AND k.user_id = i.user_id AND k.source = i.source AND k.workout_key = r.workout_key;

CREATE TEMP TABLE id_repair (old uuid PRIMARY KEY, new uuid NOT NULL) ON COMMIT DROP;

-- Workouts: every one an import made (whether or not its old id happened to pass), then any other the API refuses.
INSERT INTO id_repair (old, new)
SELECT w.id, k.new_id FROM workouts w JOIN import_keys k ON k.old_id = w.id AND k.user_id = w.user_id
ON CONFLICT DO NOTHING;
INSERT INTO id_repair (old, new)
SELECT w.id, uuid_v3('b1f4e1d2-6f0a-4c57-9a43-3e2f0c8d7a15', 'repair:' || w.id::text) FROM workouts w
WHERE NOT pg_temp.is_api_uuid(w.id)
ON CONFLICT DO NOTHING;

-- Their exercises, found again from the names of the file; then any other the API refuses.
INSERT INTO id_repair (old, new)
SELECT we.id, uuid_v3(m.new, n.exercise_name)
FROM workout_exercises we
JOIN id_repair m ON m.old = we.workout_id
JOIN (SELECT DISTINCT workout_id, exercise_name FROM data_import_rows
      WHERE workout_id IS NOT NULL AND error_code IS NULL) n
  ON n.workout_id = m.new AND md5(we.workout_id::text || ':' || n.exercise_name)::uuid = we.id
ON CONFLICT DO NOTHING;
INSERT INTO id_repair (old, new)
SELECT we.id, uuid_v3('b1f4e1d2-6f0a-4c57-9a43-3e2f0c8d7a15', 'repair:' || we.id::text) FROM workout_exercises we
WHERE NOT pg_temp.is_api_uuid(we.id)
ON CONFLICT DO NOTHING;

-- Their sets, by index; then any other the API refuses.
INSERT INTO id_repair (old, new)
SELECT s.id, uuid_v3(m.new, s.set_index::text)
FROM workout_sets s JOIN id_repair m ON m.old = s.workout_exercise_id
WHERE s.id = md5(s.workout_exercise_id::text || ':' || s.set_index)::uuid
ON CONFLICT DO NOTHING;
INSERT INTO id_repair (old, new)
SELECT s.id, uuid_v3('b1f4e1d2-6f0a-4c57-9a43-3e2f0c8d7a15', 'repair:' || s.id::text) FROM workout_sets s
WHERE NOT pg_temp.is_api_uuid(s.id)
ON CONFLICT DO NOTHING;

-- Custom exercises an import made, found again from their name; then any other member-owned one the API refuses.
INSERT INTO id_repair (old, new)
SELECT e.id, uuid_v3('b1f4e1d2-6f0a-4c57-9a43-3e2f0c8d7a15',
                     e.owner_user_id || ':import-exercise:' || catalogue_search_fold(t.name))
FROM exercises e JOIN exercises_translations t ON t.exercise_id = e.id
WHERE e.owner_user_id IS NOT NULL
  AND e.id = md5(e.owner_user_id || ':import-exercise:' || catalogue_search_fold(t.name))::uuid
ON CONFLICT DO NOTHING;
INSERT INTO id_repair (old, new)
SELECT e.id, uuid_v3('b1f4e1d2-6f0a-4c57-9a43-3e2f0c8d7a15', 'repair:' || e.id::text) FROM exercises e
WHERE e.owner_user_id IS NOT NULL AND NOT pg_temp.is_api_uuid(e.id)
ON CONFLICT DO NOTHING;

-- Replaces every mapped id written in a document (coach links, snapshots, audit details).
CREATE FUNCTION pg_temp.repair_ids(doc text) RETURNS text LANGUAGE plpgsql AS $fn$
DECLARE
  m record;
BEGIN
  FOR m IN
    SELECT r.old, r.new FROM id_repair r
    WHERE r.old::text IN (
      SELECT (regexp_matches(doc, '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}', 'g'))[1])
  LOOP
    doc := replace(doc, m.old::text, m.new::text);
  END LOOP;
  RETURN doc;
END
$fn$;

DO $repair$
DECLARE
  fk record;
  col record;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM id_repair) THEN
    RETURN;
  END IF;
  CREATE TEMP TABLE repair_fks ON COMMIT DROP AS
    SELECT conrelid::regclass::text AS tbl, conname, pg_get_constraintdef(oid) AS def FROM pg_constraint
    WHERE contype = 'f'
      AND confrelid IN ('workouts'::regclass, 'workout_exercises'::regclass, 'workout_sets'::regclass,
                        'exercises'::regclass);
  FOR fk IN SELECT * FROM repair_fks LOOP
    EXECUTE format('ALTER TABLE %s DROP CONSTRAINT %I', fk.tbl, fk.conname);
  END LOOP;
  ALTER TABLE workout_sets DISABLE TRIGGER USER;
  FOR col IN
    SELECT c.table_name, c.column_name, c.data_type
    FROM information_schema.columns c
    JOIN information_schema.tables t
      ON t.table_schema = c.table_schema AND t.table_name = c.table_name AND t.table_type = 'BASE TABLE'
    WHERE c.table_schema = current_schema() AND c.data_type IN ('uuid', 'jsonb')
    ORDER BY 1, 2
  LOOP
    IF col.data_type = 'uuid' THEN
      EXECUTE format('UPDATE %I AS t SET %I = m.new FROM id_repair m WHERE t.%I = m.old',
                     col.table_name, col.column_name, col.column_name);
    ELSE
      EXECUTE format('UPDATE %I SET %I = pg_temp.repair_ids(%I::text)::jsonb
                      WHERE %I::text ~ %L AND pg_temp.repair_ids(%I::text) <> %I::text',
                     col.table_name, col.column_name, col.column_name, col.column_name,
                     '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}', col.column_name,
                     col.column_name);
    END IF;
  END LOOP;
  ALTER TABLE workout_sets ENABLE TRIGGER USER;
  FOR fk IN SELECT * FROM repair_fks LOOP
    EXECUTE format('ALTER TABLE %s ADD CONSTRAINT %I %s', fk.tbl, fk.conname, fk.def);
  END LOOP;
END
$repair$;

DROP FUNCTION pg_temp.repair_ids(text);
DROP FUNCTION pg_temp.is_api_uuid(uuid);
DROP FUNCTION pg_temp.uuid_v5(uuid, text);
DROP FUNCTION pg_temp.sha1_of(bytea);
