-- Timed and cardio exercises of the catalogue (issue 39): every one logs the right kind of set, and what people log in
-- Strong and Hevy that the catalogue lacked is added, in en, es and ro.
--
-- A set's fields come from the exercise's effort_mode and whether its load type takes load (packages/domain
-- efforts.ts, setMeasures): reps; time (a plank, a dead hang; a weighted plank adds a weight); distance with an optional
-- time (a run, a row, a ride, a swim; a carry or a sled, whose load type takes load, adds a weight); reps and time.
--
-- Checked, unchanged: plank, side plank, Copenhagen plank, weighted plank, dead hang, wall sit, hollow body hold, L-sit
-- (time); treadmill run and walk, outdoor run, walking, rowing machine, ski erg (distance); farmer's walk, trap bar,
-- suitcase and overhead carries, sled push (distance with their weight); jump rope, battle ropes, stair climber, air
-- bike intervals and the incline treadmill walk (time); jumping jacks, high knees, mountain climbers, scissor kicks
-- (reps and time); burpees and step-ups stay in reps.
-- Changed: the stationary bike and the elliptical log distance and time, as their consoles show and the other apps log.
--
-- Rows are referenced by slug. The catalogue may already hold a slug an admin made since: such a row is left as it is
-- and this file adds nothing to it (only the exercises inserted here get names, muscles, tags and aliases).

UPDATE exercises SET effort_mode = 'distance', updated_at = now()
WHERE owner_user_id IS NULL AND slug IN ('stationary-bike', 'elliptical') AND effort_mode = 'time';

-- Equipment the new exercises need.
CREATE TEMP TABLE new_equipment (id uuid PRIMARY KEY, slug text NOT NULL) ON COMMIT DROP;

WITH inserted AS (
  INSERT INTO equipment (slug, display_order, bar_type, is_stack, load_kind) VALUES
    ('bicycle', 30, NULL, false, 'cardio'),
    ('yoke', 31, NULL, false, 'plates'),
    ('sandbag', 32, NULL, false, 'other')
  ON CONFLICT (slug) DO NOTHING
  RETURNING id, slug)
INSERT INTO new_equipment (id, slug) SELECT id, slug FROM inserted;

INSERT INTO equipment_translations (equipment_id, language_code, name)
SELECT t.id, v.language_code, v.name FROM (VALUES
  ('bicycle', 'en', 'Bicycle'),
  ('bicycle', 'es', 'Bicicleta'),
  ('bicycle', 'ro', 'Bicicletă'),
  ('yoke', 'en', 'Yoke'),
  ('yoke', 'es', 'Yugo'),
  ('yoke', 'ro', 'Jug (yoke)'),
  ('sandbag', 'en', 'Sandbag'),
  ('sandbag', 'es', 'Saco de arena'),
  ('sandbag', 'ro', 'Sac de nisip')
) AS v(slug, language_code, name)
JOIN new_equipment t ON t.slug = v.slug;

-- The new exercises. Columns of v as in 0002: slug, equipment, primary muscle, body part, movement pattern, load_type,
-- load_mode, effort_mode, is_unilateral, allows_grips, default grips. A sled, a yoke and a sandbag are loaded
-- implements: load type machine, as the sled push (it takes load, so the set logs a weight with its distance).
CREATE TEMP TABLE new_exercises (id uuid PRIMARY KEY, slug text NOT NULL) ON COMMIT DROP;

WITH inserted AS (
  INSERT INTO exercises (slug, equipment_id, primary_muscle_id, body_part_id, movement_pattern_id, load_type, load_mode,
                         effort_mode, is_unilateral, allows_grips, default_grip_ids)
  SELECT v.slug, eq.id, m.id, bp.id, mp.id, v.load_type, v.load_mode, v.effort_mode, v.is_unilateral, v.allows_grips,
         '{}'::uuid[]
  FROM (VALUES
    ('swimming', 'bodyweight', 'cardiovascular-system', 'full-body', 'cardio', 'cardio', 'total', 'distance', false, false),
    ('outdoor-cycling', 'bicycle', 'cardiovascular-system', 'cardio', 'cardio', 'cardio', 'total', 'distance', false, false),
    ('hiking', 'bodyweight', 'cardiovascular-system', 'cardio', 'cardio', 'cardio', 'total', 'distance', false, false),
    ('rucking', 'bodyweight', 'cardiovascular-system', 'full-body', 'carry', 'weighted_bodyweight', 'total', 'distance', false, false),
    ('sled-pull', 'sled', 'upper-back', 'full-body', 'horizontal-pull', 'machine', 'total', 'distance', false, false),
    ('sled-drag', 'sled', 'quadriceps', 'full-body', 'carry', 'machine', 'total', 'distance', false, false),
    ('yoke-walk', 'yoke', 'traps', 'full-body', 'carry', 'machine', 'total', 'distance', false, false),
    ('sandbag-carry', 'sandbag', 'upper-back', 'full-body', 'carry', 'machine', 'total', 'distance', false, false),
    ('zercher-carry', 'barbell', 'abs', 'full-body', 'carry', 'barbell', 'total', 'distance', false, false),
    ('handstand-hold', 'bodyweight', 'front-delts', 'shoulders', 'vertical-push', 'bodyweight', 'total', 'time', false, false)
  ) AS v(slug, equipment, muscle, body_part, pattern, load_type, load_mode, effort_mode, is_unilateral, allows_grips)
  JOIN equipment eq ON eq.slug = v.equipment
  JOIN muscles m ON m.slug = v.muscle
  JOIN body_parts bp ON bp.slug = v.body_part
  JOIN movement_patterns mp ON mp.slug = v.pattern
  ON CONFLICT (slug) DO NOTHING
  RETURNING id, slug)
INSERT INTO new_exercises (id, slug) SELECT id, slug FROM inserted;

INSERT INTO exercises_translations (exercise_id, language_code, name, description)
SELECT e.id, v.language_code, v.name, v.description FROM (VALUES
  ('swimming', 'en', 'Swimming', 'Swim lengths in any stroke, freestyle most often; log the distance and the time.'),
  ('swimming', 'es', 'Natación', NULL),
  ('swimming', 'ro', 'Înot', NULL),
  ('outdoor-cycling', 'en', 'Outdoor Cycling', 'Ride a bike on the road or a trail; log the distance and the time.'),
  ('outdoor-cycling', 'es', 'Ciclismo al aire libre', NULL),
  ('outdoor-cycling', 'ro', 'Ciclism în aer liber', NULL),
  ('hiking', 'en', 'Hiking', NULL::text),
  ('hiking', 'es', 'Senderismo', NULL),
  ('hiking', 'ro', 'Drumeție', NULL),
  ('rucking', 'en', 'Rucking', 'Walk with a loaded backpack; log the load, the distance and the time.'),
  ('rucking', 'es', 'Marcha con mochila lastrada', NULL),
  ('rucking', 'ro', 'Mers cu rucsac încărcat', NULL),
  ('sled-pull', 'en', 'Sled Pull', 'Face the sled and pull it to you with a rope, hand over hand.'),
  ('sled-pull', 'es', 'Arrastre de trineo con cuerda', NULL),
  ('sled-pull', 'ro', 'Tragerea saniei cu frânghia', NULL),
  ('sled-drag', 'en', 'Sled Drag', 'Walk backwards dragging the sled by its straps, or forwards in a harness.'),
  ('sled-drag', 'es', 'Arrastre de trineo', NULL),
  ('sled-drag', 'ro', 'Tragerea saniei', NULL),
  ('yoke-walk', 'en', 'Yoke Walk', 'Carry a loaded yoke across the upper back with short, quick steps.'),
  ('yoke-walk', 'es', 'Paseo con yugo', NULL),
  ('yoke-walk', 'ro', 'Mers cu jugul', NULL),
  ('sandbag-carry', 'en', 'Sandbag Carry', 'Hug a sandbag to the chest and walk, standing tall.'),
  ('sandbag-carry', 'es', 'Paseo con saco de arena', NULL),
  ('sandbag-carry', 'ro', 'Mers cu sacul de nisip', NULL),
  ('zercher-carry', 'en', 'Zercher Carry', 'Hold a barbell in the crooks of the elbows and walk.'),
  ('zercher-carry', 'es', 'Paseo Zercher', NULL),
  ('zercher-carry', 'ro', 'Mers cu bara în poziție Zercher', NULL),
  ('handstand-hold', 'en', 'Handstand Hold', 'Hold a handstand, against a wall or free, arms locked and body in one line.'),
  ('handstand-hold', 'es', 'Pino estático', NULL),
  ('handstand-hold', 'ro', 'Menținere în stând pe mâini', NULL)
) AS v(slug, language_code, name, description)
JOIN new_exercises e ON e.slug = v.slug;

INSERT INTO exercise_secondary_muscles (exercise_id, muscle_id)
SELECT e.id, m.id FROM (VALUES
  ('swimming', '{lats,front-delts,triceps}'::text[]),
  ('outdoor-cycling', '{quadriceps,glutes,calves}'::text[]),
  ('hiking', '{quadriceps,glutes,calves}'::text[]),
  ('rucking', '{traps,glutes,quadriceps}'::text[]),
  ('sled-pull', '{lats,biceps,forearms}'::text[]),
  ('sled-drag', '{glutes,calves}'::text[]),
  ('yoke-walk', '{abs,glutes,quadriceps}'::text[]),
  ('sandbag-carry', '{abs,biceps,quadriceps}'::text[]),
  ('zercher-carry', '{upper-back,biceps,quadriceps}'::text[]),
  ('handstand-hold', '{triceps,traps,abs}'::text[])
) AS v(slug, muscles)
JOIN new_exercises e ON e.slug = v.slug
CROSS JOIN LATERAL unnest(v.muscles) AS sm(slug)
JOIN muscles m ON m.slug = sm.slug;

INSERT INTO exercise_tags (exercise_id, tag_id)
SELECT e.id, t.id FROM (VALUES
  ('swimming', '{cardio}'::text[]),
  ('outdoor-cycling', '{cardio}'::text[]),
  ('hiking', '{beginner,cardio}'::text[]),
  ('rucking', '{cardio,home}'::text[]),
  ('sled-pull', '{compound}'::text[]),
  ('sled-drag', '{compound}'::text[]),
  ('yoke-walk', '{advanced,compound}'::text[]),
  ('sandbag-carry', '{compound,home}'::text[]),
  ('zercher-carry', '{advanced,compound,free-weight}'::text[]),
  ('handstand-hold', '{advanced,bodyweight,home}'::text[])
) AS v(slug, tags)
JOIN new_exercises e ON e.slug = v.slug
CROSS JOIN LATERAL unnest(v.tags) AS et(slug)
JOIN tags t ON t.slug = et.slug;

INSERT INTO exercise_aliases (exercise_id, language_code, alias)
SELECT e.id, v.language_code, v.alias FROM (VALUES
  ('swimming', 'en', 'swim'),
  ('swimming', 'en', 'freestyle'),
  ('swimming', 'en', 'front crawl'),
  ('swimming', 'en', 'laps'),
  ('swimming', 'es', 'nadar'),
  ('swimming', 'es', 'crol'),
  ('swimming', 'es', 'estilo libre'),
  ('swimming', 'ro', 'craul'),
  ('swimming', 'ro', 'stil liber'),
  ('outdoor-cycling', 'en', 'cycling'),
  ('outdoor-cycling', 'en', 'biking'),
  ('outdoor-cycling', 'en', 'bike ride'),
  ('outdoor-cycling', 'en', 'road cycling'),
  ('outdoor-cycling', 'es', 'ciclismo'),
  ('outdoor-cycling', 'es', 'bici'),
  ('outdoor-cycling', 'ro', 'ciclism'),
  ('outdoor-cycling', 'ro', 'mers cu bicicleta'),
  ('hiking', 'en', 'hike'),
  ('hiking', 'en', 'trekking'),
  ('hiking', 'es', 'caminata de montaña'),
  ('hiking', 'es', 'trekking'),
  ('hiking', 'ro', 'drumeții'),
  ('hiking', 'ro', 'trekking'),
  ('rucking', 'en', 'ruck'),
  ('rucking', 'en', 'ruck march'),
  ('rucking', 'en', 'weighted walk'),
  ('rucking', 'es', 'rucking'),
  ('rucking', 'es', 'caminata con mochila'),
  ('rucking', 'ro', 'rucking'),
  ('sled-pull', 'en', 'rope sled pull'),
  ('sled-pull', 'en', 'sled rope pull'),
  ('sled-pull', 'es', 'tirón de trineo'),
  ('sled-pull', 'ro', 'tras sania cu frânghia'),
  ('sled-drag', 'en', 'backward sled drag'),
  ('sled-drag', 'en', 'reverse sled drag'),
  ('sled-drag', 'en', 'harness sled drag'),
  ('sled-drag', 'es', 'arrastre de trineo hacia atrás'),
  ('sled-drag', 'ro', 'tras sania înapoi'),
  ('yoke-walk', 'en', 'yoke carry'),
  ('yoke-walk', 'en', 'yoke'),
  ('yoke-walk', 'es', 'yoke'),
  ('yoke-walk', 'ro', 'yoke'),
  ('sandbag-carry', 'en', 'bear hug carry'),
  ('sandbag-carry', 'en', 'sandbag bear hug carry'),
  ('sandbag-carry', 'es', 'saco de arena'),
  ('sandbag-carry', 'ro', 'sac de nisip'),
  ('zercher-carry', 'en', 'zercher walk'),
  ('zercher-carry', 'es', 'zercher'),
  ('zercher-carry', 'ro', 'zercher'),
  ('handstand-hold', 'en', 'handstand'),
  ('handstand-hold', 'en', 'wall handstand'),
  ('handstand-hold', 'es', 'parada de manos'),
  ('handstand-hold', 'es', 'vertical'),
  ('handstand-hold', 'ro', 'handstand'),
  ('handstand-hold', 'ro', 'stat în mâini')
) AS v(slug, language_code, alias)
JOIN new_exercises e ON e.slug = v.slug;

-- Names the other apps write, found by the import (it matches names and aliases exactly): Strong's and Hevy's
-- "Running" and "Cycling" are outdoors ("Running (Treadmill)", "Cycling (Indoor)" and Hevy's "Spinning" are not), and
-- Hevy calls the stair climber "Stair Machine".
DELETE FROM exercise_aliases a USING exercises e
WHERE a.exercise_id = e.id AND e.owner_user_id IS NULL AND a.language_code = 'en'
  AND ((e.slug = 'treadmill-run' AND a.alias = 'running') OR (e.slug = 'stationary-bike' AND a.alias = 'cycling'));

INSERT INTO exercise_aliases (exercise_id, language_code, alias)
SELECT e.id, v.language_code, v.alias FROM (VALUES
  ('outdoor-run', 'en', 'running'),
  ('treadmill-run', 'en', 'treadmill running'),
  ('stationary-bike', 'en', 'indoor cycling'),
  ('stationary-bike', 'en', 'spinning'),
  ('stair-climber', 'en', 'stair machine')
) AS v(slug, language_code, alias)
JOIN exercises e ON e.slug = v.slug AND e.owner_user_id IS NULL
ON CONFLICT (exercise_id, language_code, alias) DO NOTHING;
