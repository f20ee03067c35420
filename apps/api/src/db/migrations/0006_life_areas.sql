-- Life areas (spec §2, §3, §7, §9): the six categories and their thirty subcategories with names and descriptions in
-- en, es and ro; views with the translations; the member's category order, pinned subcategories and bottom-nav
-- items; the landing carousel; and the life-area trackers (goals with daily check-ins). Also the fixed-window rate
-- limits of API calls that better-auth does not guard (the security event log first).
-- Ids of member-created goals and check-ins come from the client (UUID), so creating them twice is idempotent.

CREATE TABLE life_categories (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  -- A lucide icon name; spec §9: the default icon is planet.
  icon text NOT NULL DEFAULT 'planet' CHECK (icon ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND char_length(icon) <= 60),
  -- HSL components ("152 65% 45%"); spec §9: the fallback colour is hsl(200 100% 50%).
  color text NOT NULL DEFAULT '200 100% 50%'
    CHECK (color ~ '^([0-9]|[1-9][0-9]|[12][0-9][0-9]|3[0-5][0-9]|360) (100|[1-9]?[0-9])% (100|[1-9]?[0-9])%$'),
  -- NULL: ordered by the fallback of spec §9 (Health, Wealth, ... by English name; 999 when unknown).
  display_order integer CHECK (display_order >= 0),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE life_category_translations (
  category_id uuid NOT NULL REFERENCES life_categories(id) ON DELETE CASCADE,
  language_code text NOT NULL REFERENCES languages(code),
  name text NOT NULL CHECK (btrim(name) <> '' AND char_length(name) <= 80),
  description text CHECK (char_length(description) <= 300),
  PRIMARY KEY (category_id, language_code)
);

CREATE TABLE life_subcategories (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  category_id uuid NOT NULL REFERENCES life_categories(id) ON DELETE CASCADE,
  slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  icon text NOT NULL DEFAULT 'planet' CHECK (icon ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND char_length(icon) <= 60),
  display_order integer NOT NULL DEFAULT 0 CHECK (display_order >= 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX life_subcategories_category_idx ON life_subcategories (category_id, display_order);

CREATE TABLE life_subcategory_translations (
  subcategory_id uuid NOT NULL REFERENCES life_subcategories(id) ON DELETE CASCADE,
  language_code text NOT NULL REFERENCES languages(code),
  name text NOT NULL CHECK (btrim(name) <> '' AND char_length(name) <= 80),
  description text CHECK (char_length(description) <= 300),
  PRIMARY KEY (subcategory_id, language_code)
);

-- Spec §7: "views with translations". The shown name falls back in the API: the language asked for, English, then
-- Unnamed Category / Unnamed Subcategory.
CREATE VIEW life_categories_with_translations AS
SELECT
  c.id,
  c.slug,
  c.icon,
  c.color,
  c.display_order,
  COALESCE(
    (SELECT jsonb_agg(jsonb_build_object('language_code', t.language_code, 'name', t.name,
                                         'description', t.description) ORDER BY t.language_code)
     FROM life_category_translations t WHERE t.category_id = c.id),
    '[]'::jsonb) AS translations
FROM life_categories c;

CREATE VIEW life_subcategories_with_translations AS
SELECT
  s.id,
  s.category_id,
  c.slug AS category_slug,
  s.slug,
  s.icon,
  s.display_order,
  COALESCE(
    (SELECT jsonb_agg(jsonb_build_object('language_code', t.language_code, 'name', t.name,
                                         'description', t.description) ORDER BY t.language_code)
     FROM life_subcategory_translations t WHERE t.subcategory_id = s.id),
    '[]'::jsonb) AS translations
FROM life_subcategories s
JOIN life_categories c ON c.id = s.category_id;

-- The member's own order of the categories (spec §3 user category preference).
CREATE TABLE user_category_prefs (
  user_id text NOT NULL REFERENCES "user"(id) ON DELETE CASCADE,
  category_id uuid NOT NULL REFERENCES life_categories(id) ON DELETE CASCADE,
  display_order integer NOT NULL CHECK (display_order >= 0),
  PRIMARY KEY (user_id, category_id),
  UNIQUE (user_id, display_order) DEFERRABLE INITIALLY DEFERRED
);

-- Spec §9: at most three pins (the sidebar shows two others when fitness-exercise is one of them). The three
-- positions make the limit a constraint of the table as well as a rule of the API.
CREATE TABLE user_pinned_subcategories (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id text NOT NULL REFERENCES "user"(id) ON DELETE CASCADE,
  subcategory_id uuid NOT NULL REFERENCES life_subcategories(id) ON DELETE CASCADE,
  position integer NOT NULL CHECK (position BETWEEN 0 AND 2),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, subcategory_id),
  UNIQUE (user_id, position) DEFERRABLE INITIALLY DEFERRED
);

-- Spec §2: the member's second, data-driven bottom nav. target atlas -> /atlas, planets -> /planets,
-- category_dashboard -> /dashboard?cat={slug}; any other target goes to / (kept as text on purpose).
CREATE TABLE bottom_nav_items (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id text NOT NULL REFERENCES "user"(id) ON DELETE CASCADE,
  icon text NOT NULL DEFAULT 'planet' CHECK (icon ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND char_length(icon) <= 60),
  name text NOT NULL CHECK (btrim(name) <> '' AND char_length(name) <= 40),
  slug text NOT NULL CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND char_length(slug) <= 60),
  target text NOT NULL CHECK (target ~ '^[a-z_]+$' AND char_length(target) <= 40),
  order_index integer NOT NULL CHECK (order_index BETWEEN 0 AND 4),
  UNIQUE (user_id, target, slug),
  UNIQUE (user_id, order_index) DEFERRABLE INITIALLY DEFERRED
);

-- Spec §7: rpc user_bottom_nav(p_user_id) returns the member's nav items in order.
CREATE FUNCTION user_bottom_nav(p_user_id text)
  RETURNS TABLE (id uuid, icon text, name text, slug text, target text, order_index integer)
  LANGUAGE sql STABLE
  AS $$
    SELECT b.id, b.icon, b.name, b.slug, b.target, b.order_index
    FROM bottom_nav_items b
    WHERE b.user_id = p_user_id
    ORDER BY b.order_index
  $$;

-- Spec §3 carousel image; 9:16 slides drawn for the landing's Sneak peek (apps/web/public/carousel).
CREATE TABLE carousel_images (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  file_url text NOT NULL CHECK (file_url ~ '^(/[A-Za-z0-9._/-]+|https://[^\s]+)$' AND char_length(file_url) <= 500),
  alt_text text NOT NULL CHECK (btrim(alt_text) <> '' AND char_length(alt_text) <= 300),
  is_active boolean NOT NULL DEFAULT true,
  order_index integer NOT NULL DEFAULT 0 CHECK (order_index >= 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX carousel_images_active_idx ON carousel_images (order_index) WHERE is_active;

-- alt_text above is the English one; these carry it (and a short caption) in every language.
CREATE TABLE carousel_image_translations (
  image_id uuid NOT NULL REFERENCES carousel_images(id) ON DELETE CASCADE,
  language_code text NOT NULL REFERENCES languages(code),
  alt_text text NOT NULL CHECK (btrim(alt_text) <> '' AND char_length(alt_text) <= 300),
  caption text CHECK (char_length(caption) <= 120),
  PRIMARY KEY (image_id, language_code)
);

-- Life-area trackers: a member's goals per subcategory, measured by a value (with a unit and a target) or by a 1-5
-- rating, and at most one check-in per goal per day.
CREATE TABLE life_goals (
  id uuid PRIMARY KEY,
  user_id text NOT NULL REFERENCES "user"(id) ON DELETE CASCADE,
  subcategory_id uuid NOT NULL REFERENCES life_subcategories(id) ON DELETE CASCADE,
  name text NOT NULL CHECK (btrim(name) <> '' AND char_length(name) <= 120),
  measure text NOT NULL CHECK (measure IN ('value', 'rating')),
  target numeric(14, 2) CHECK (target >= 0 AND target <= 1000000000),
  unit text CHECK (btrim(unit) <> '' AND char_length(unit) <= 24),
  due_date date,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT life_goal_measure_fields CHECK (
    (measure = 'value' AND target IS NOT NULL AND unit IS NOT NULL)
    OR (measure = 'rating' AND unit IS NULL AND (target IS NULL OR target BETWEEN 1 AND 5))),
  -- Lets check-ins reference (goal, owner) together, so a check-in can never sit on another member's goal.
  UNIQUE (id, user_id)
);
CREATE INDEX life_goals_user_subcategory_idx ON life_goals (user_id, subcategory_id, created_at);

CREATE TABLE life_checkins (
  id uuid PRIMARY KEY,
  user_id text NOT NULL,
  goal_id uuid NOT NULL,
  checkin_date date NOT NULL,
  value numeric(14, 2) CHECK (value >= -1000000000 AND value <= 1000000000),
  rating smallint CHECK (rating BETWEEN 1 AND 5),
  note text CHECK (char_length(note) <= 500),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (goal_id, user_id) REFERENCES life_goals(id, user_id) ON DELETE CASCADE,
  CONSTRAINT life_checkin_has_measure CHECK (value IS NOT NULL OR rating IS NOT NULL),
  UNIQUE (goal_id, checkin_date)
);
CREATE INDEX life_checkins_user_idx ON life_checkins (user_id, checkin_date DESC);

-- Fixed-window counters, one row per key (e.g. "security-events:<user or address>"); kept in the database so any
-- number of API processes share them.
CREATE TABLE api_rate_limits (
  key text PRIMARY KEY CHECK (char_length(key) <= 200),
  window_start bigint NOT NULL,
  count integer NOT NULL CHECK (count >= 0)
);

-- Seed: the six categories (colours from DESIGN.md) and thirty subcategories of spec §3.
INSERT INTO life_categories (slug, icon, color, display_order) VALUES
  ('health', 'heart-pulse', '152 65% 45%', 1),
  ('wealth', 'coins', '45 90% 55%', 2),
  ('relationships', 'hand-heart', '340 75% 62%', 3),
  ('mind', 'brain', '262 70% 66%', 4),
  ('purpose', 'compass', '200 90% 55%', 5),
  ('lifestyle', 'leaf', '24 90% 58%', 6);

INSERT INTO life_category_translations (category_id, language_code, name, description)
SELECT c.id, v.language_code, v.name, v.description
FROM (VALUES
  ('health', 'en', 'Health', 'Fitness, nutrition, sleep, check-ups and energy.'),
  ('health', 'es', 'Salud', 'Fitness, nutrición, sueño, revisiones y energía.'),
  ('health', 'ro', 'Sănătate', 'Fitness, nutriție, somn, controale medicale și energie.'),
  ('wealth', 'en', 'Wealth', 'Income, saving, investing, budgeting and financial learning.'),
  ('wealth', 'es', 'Finanzas', 'Ingresos, ahorro, inversión, presupuesto y educación financiera.'),
  ('wealth', 'ro', 'Finanțe', 'Venituri, economii, investiții, buget și educație financiară.'),
  ('relationships', 'en', 'Relationships', 'Family, partner, friends, community and network.'),
  ('relationships', 'es', 'Relaciones', 'Familia, pareja, amistades, comunidad y contactos.'),
  ('relationships', 'ro', 'Relații', 'Familie, partener, prieteni, comunitate și rețea de contacte.'),
  ('mind', 'en', 'Mind & Emotions', 'Stress, mindfulness, self-awareness and emotional balance.'),
  ('mind', 'es', 'Mente y emociones', 'Estrés, mindfulness, autoconocimiento y equilibrio emocional.'),
  ('mind', 'ro', 'Minte și emoții', 'Stres, mindfulness, autocunoaștere și echilibru emoțional.'),
  ('purpose', 'en', 'Purpose & Growth', 'Calling, skills, creativity, learning and goals.'),
  ('purpose', 'es', 'Propósito y crecimiento', 'Vocación, habilidades, creatividad, aprendizaje y metas.'),
  ('purpose', 'ro', 'Scop și dezvoltare', 'Vocație, abilități, creativitate, învățare și obiective.'),
  ('lifestyle', 'en', 'Lifestyle & Contribution', 'Time, home, living lightly, giving and legacy.'),
  ('lifestyle', 'es', 'Estilo de vida y contribución', 'Tiempo, hogar, vivir con menos, ayudar y dejar huella.'),
  ('lifestyle', 'ro', 'Stil de viață și contribuție', 'Timp, casă, viață simplă, implicare și moștenire.')
) AS v(slug, language_code, name, description)
JOIN life_categories c ON c.slug = v.slug;

INSERT INTO life_subcategories (category_id, slug, icon, display_order)
SELECT c.id, v.slug, v.icon, v.display_order
FROM (VALUES
  ('health', 'fitness-exercise', 'dumbbell', 1),
  ('health', 'nutrition-hydration', 'salad', 2),
  ('health', 'sleep-quality', 'moon', 3),
  ('health', 'medical-checkups', 'stethoscope', 4),
  ('health', 'energy-levels', 'zap', 5),
  ('wealth', 'income-career-growth', 'trending-up', 1),
  ('wealth', 'saving-investing', 'piggy-bank', 2),
  ('wealth', 'wealth-building', 'landmark', 3),
  ('wealth', 'budgeting-debt', 'calculator', 4),
  ('wealth', 'financial-education', 'graduation-cap', 5),
  ('relationships', 'family-relationships', 'house', 1),
  ('relationships', 'romantic-life', 'heart', 2),
  ('relationships', 'friendships', 'users', 3),
  ('relationships', 'community-social-skills', 'messages-square', 4),
  ('relationships', 'networking-collaboration', 'handshake', 5),
  ('mind', 'stress-management', 'wind', 1),
  ('mind', 'mindfulness-meditation', 'flower-2', 2),
  ('mind', 'self-awareness', 'eye', 3),
  ('mind', 'emotional-regulation', 'waves', 4),
  ('mind', 'therapy-mental-health', 'hand-helping', 5),
  ('purpose', 'career-purpose-or-calling', 'mountain', 1),
  ('purpose', 'skill-development', 'lightbulb', 2),
  ('purpose', 'hobbies-creativity', 'palette', 3),
  ('purpose', 'continuous-learning', 'book-open', 4),
  ('purpose', 'goal-setting', 'goal', 5),
  ('lifestyle', 'time-productivity', 'clock', 1),
  ('lifestyle', 'environment-organization', 'sofa', 2),
  ('lifestyle', 'minimalism-sustainability', 'recycle', 3),
  ('lifestyle', 'volunteering-giving-back', 'gift', 4),
  ('lifestyle', 'legacy-projects', 'milestone', 5)
) AS v(category_slug, slug, icon, display_order)
JOIN life_categories c ON c.slug = v.category_slug;

INSERT INTO life_subcategory_translations (subcategory_id, language_code, name, description)
SELECT s.id, v.language_code, v.name, v.description
FROM (VALUES
  ('fitness-exercise', 'en', 'Fitness & exercise', 'Workouts, strength and movement, logged set by set.'),
  ('fitness-exercise', 'es', 'Fitness y ejercicio', 'Entrenamientos, fuerza y movimiento, serie a serie.'),
  ('fitness-exercise', 'ro', 'Fitness și mișcare', 'Antrenamente, forță și mișcare, serie cu serie.'),
  ('nutrition-hydration', 'en', 'Nutrition & hydration', 'What you eat and drink, and how well it fuels you.'),
  ('nutrition-hydration', 'es', 'Nutrición e hidratación', 'Lo que comes y bebes, y cuánta energía te da.'),
  ('nutrition-hydration', 'ro', 'Nutriție și hidratare', 'Ce mănânci și ce bei și cât de bine te hrănește.'),
  ('sleep-quality', 'en', 'Sleep quality', 'Hours, regular bedtimes and how rested you wake up.'),
  ('sleep-quality', 'es', 'Calidad del sueño', 'Horas, horarios regulares y lo descansado que te despiertas.'),
  ('sleep-quality', 'ro', 'Calitatea somnului', 'Ore, program regulat și cât de odihnit te trezești.'),
  ('medical-checkups', 'en', 'Medical check-ups', 'Screenings, appointments and the numbers your doctor watches.'),
  ('medical-checkups', 'es', 'Revisiones médicas', 'Chequeos, citas y los valores que vigila tu médico.'),
  ('medical-checkups', 'ro', 'Controale medicale', 'Analize, programări și valorile pe care le urmărește medicul.'),
  ('energy-levels', 'en', 'Energy levels', 'How much energy you have from morning to evening.'),
  ('energy-levels', 'es', 'Niveles de energía', 'Cuánta energía tienes de la mañana a la noche.'),
  ('energy-levels', 'ro', 'Nivelul de energie', 'Câtă energie ai de dimineața până seara.'),
  ('income-career-growth', 'en', 'Income & career growth', 'Raises, promotions and new sources of income.'),
  ('income-career-growth', 'es', 'Ingresos y carrera profesional', 'Aumentos, ascensos y nuevas fuentes de ingresos.'),
  ('income-career-growth', 'ro', 'Venituri și carieră', 'Măriri de salariu, promovări și noi surse de venit.'),
  ('saving-investing', 'en', 'Saving & investing', 'Putting money aside and letting it work for you.'),
  ('saving-investing', 'es', 'Ahorro e inversión', 'Apartar dinero y hacer que trabaje para ti.'),
  ('saving-investing', 'ro', 'Economii și investiții', 'Pui bani deoparte și îi lași să lucreze pentru tine.'),
  ('wealth-building', 'en', 'Long-term wealth building', 'Net worth, assets and the patience of the long game.'),
  ('wealth-building', 'es', 'Patrimonio a largo plazo', 'Patrimonio neto, activos y la paciencia del largo plazo.'),
  ('wealth-building', 'ro', 'Avere pe termen lung', 'Avere netă, active și răbdarea jocului pe termen lung.'),
  ('budgeting-debt', 'en', 'Budgeting & debt', 'A plan for your spending and a path out of debt.'),
  ('budgeting-debt', 'es', 'Presupuesto y deudas', 'Un plan para tus gastos y un camino para salir de las deudas.'),
  ('budgeting-debt', 'ro', 'Buget și datorii', 'Un plan pentru cheltuieli și un drum spre zero datorii.'),
  ('financial-education', 'en', 'Financial education', 'Books, courses and habits that make you wiser with money.'),
  ('financial-education', 'es', 'Educación financiera', 'Libros, cursos y hábitos para manejar mejor tu dinero.'),
  ('financial-education', 'ro', 'Educație financiară', 'Cărți, cursuri și obiceiuri care te ajută să gestionezi banii.'),
  ('family-relationships', 'en', 'Family relationships', 'Time and care for parents, children and relatives.'),
  ('family-relationships', 'es', 'Relaciones familiares', 'Tiempo y cariño para tus padres, hijos y familiares.'),
  ('family-relationships', 'ro', 'Relațiile de familie', 'Timp și grijă pentru părinți, copii și rude.'),
  ('romantic-life', 'en', 'Romantic life', 'Dates, time together and closeness with your partner.'),
  ('romantic-life', 'es', 'Vida en pareja', 'Citas, tiempo juntos y complicidad con tu pareja.'),
  ('romantic-life', 'ro', 'Viața de cuplu', 'Întâlniri, timp petrecut împreună și apropiere de partener.'),
  ('friendships', 'en', 'Friendships', 'Keeping in touch and showing up for your friends.'),
  ('friendships', 'es', 'Amistades', 'Mantener el contacto y estar ahí para tus amigos.'),
  ('friendships', 'ro', 'Prietenii', 'Păstrezi legătura și ești alături de prietenii tăi.'),
  ('community-social-skills', 'en', 'Community & social skills', 'Belonging to groups and feeling at ease with people.'),
  ('community-social-skills', 'es', 'Comunidad y habilidades sociales', 'Formar parte de grupos y sentirte a gusto con la gente.'),
  ('community-social-skills', 'ro', 'Comunitate și abilități sociale', 'Faci parte din grupuri și te simți în largul tău printre oameni.'),
  ('networking-collaboration', 'en', 'Networking & collaboration', 'Professional contacts and working well with others.'),
  ('networking-collaboration', 'es', 'Networking y colaboración', 'Contactos profesionales y trabajar bien en equipo.'),
  ('networking-collaboration', 'ro', 'Networking și colaborare', 'Contacte profesionale și o colaborare bună cu ceilalți.'),
  ('stress-management', 'en', 'Stress management', 'Noticing stress early and bringing it down.'),
  ('stress-management', 'es', 'Gestión del estrés', 'Detectar el estrés a tiempo y reducirlo.'),
  ('stress-management', 'ro', 'Gestionarea stresului', 'Observi stresul din timp și îl reduci.'),
  ('mindfulness-meditation', 'en', 'Mindfulness & meditation', 'Minutes of practice and moments of full attention.'),
  ('mindfulness-meditation', 'es', 'Mindfulness y meditación', 'Minutos de práctica y momentos de plena atención.'),
  ('mindfulness-meditation', 'ro', 'Mindfulness și meditație', 'Minute de practică și clipe de atenție deplină.'),
  ('self-awareness', 'en', 'Self-awareness', 'Reflecting on your values, habits and reactions.'),
  ('self-awareness', 'es', 'Autoconocimiento', 'Reflexionar sobre tus valores, hábitos y reacciones.'),
  ('self-awareness', 'ro', 'Autocunoaștere', 'Reflectezi asupra valorilor, obiceiurilor și reacțiilor tale.'),
  ('emotional-regulation', 'en', 'Emotional regulation', 'Riding strong feelings without being carried away.'),
  ('emotional-regulation', 'es', 'Regulación emocional', 'Vivir las emociones intensas sin que te arrastren.'),
  ('emotional-regulation', 'ro', 'Reglarea emoțiilor', 'Treci prin emoții puternice fără să te lași purtat de ele.'),
  ('therapy-mental-health', 'en', 'Therapy & mental health', 'Sessions, support and looking after your mind.'),
  ('therapy-mental-health', 'es', 'Terapia y salud mental', 'Sesiones, apoyo y cuidado de tu mente.'),
  ('therapy-mental-health', 'ro', 'Terapie și sănătate mintală', 'Ședințe, sprijin și grijă pentru mintea ta.'),
  ('career-purpose-or-calling', 'en', 'Career purpose or calling', 'Work that means something to you.'),
  ('career-purpose-or-calling', 'es', 'Propósito profesional o vocación', 'Un trabajo que tenga sentido para ti.'),
  ('career-purpose-or-calling', 'ro', 'Vocație și sens în carieră', 'O muncă ce înseamnă ceva pentru tine.'),
  ('skill-development', 'en', 'Skill development', 'Deliberate practice of the skills you want to master.'),
  ('skill-development', 'es', 'Desarrollo de habilidades', 'Práctica deliberada de las habilidades que quieres dominar.'),
  ('skill-development', 'ro', 'Dezvoltarea abilităților', 'Exercițiu deliberat pentru abilitățile pe care vrei să le stăpânești.'),
  ('hobbies-creativity', 'en', 'Hobbies & creativity', 'Making things and playing just for the joy of it.'),
  ('hobbies-creativity', 'es', 'Aficiones y creatividad', 'Crear cosas y jugar por puro placer.'),
  ('hobbies-creativity', 'ro', 'Hobby-uri și creativitate', 'Creezi lucruri și te joci de dragul bucuriei.'),
  ('continuous-learning', 'en', 'Continuous learning', 'Books, courses and curiosity, a little every day.'),
  ('continuous-learning', 'es', 'Aprendizaje continuo', 'Libros, cursos y curiosidad, un poco cada día.'),
  ('continuous-learning', 'ro', 'Învățare continuă', 'Cărți, cursuri și curiozitate, câte puțin în fiecare zi.'),
  ('goal-setting', 'en', 'Goal setting', 'Choosing clear goals and reviewing them often.'),
  ('goal-setting', 'es', 'Fijación de metas', 'Elegir metas claras y revisarlas a menudo.'),
  ('goal-setting', 'ro', 'Stabilirea obiectivelor', 'Alegi obiective clare și le revizuiești des.'),
  ('time-productivity', 'en', 'Time & productivity', 'Focus time, routines and getting the right things done.'),
  ('time-productivity', 'es', 'Tiempo y productividad', 'Tiempo de concentración, rutinas y hacer lo que importa.'),
  ('time-productivity', 'ro', 'Timp și productivitate', 'Timp de concentrare, rutine și lucrurile importante duse la capăt.'),
  ('environment-organization', 'en', 'Environment & organization', 'A home and a workspace that work for you.'),
  ('environment-organization', 'es', 'Entorno y organización', 'Un hogar y un espacio de trabajo a tu favor.'),
  ('environment-organization', 'ro', 'Mediu și organizare', 'O casă și un spațiu de lucru care te ajută.'),
  ('minimalism-sustainability', 'en', 'Minimalism & sustainability', 'Owning less, wasting less, living lighter.'),
  ('minimalism-sustainability', 'es', 'Minimalismo y sostenibilidad', 'Tener menos, desperdiciar menos, vivir más ligero.'),
  ('minimalism-sustainability', 'ro', 'Minimalism și sustenabilitate', 'Deții mai puțin, risipești mai puțin, trăiești mai ușor.'),
  ('volunteering-giving-back', 'en', 'Volunteering & giving back', 'Time and gifts for the causes you care about.'),
  ('volunteering-giving-back', 'es', 'Voluntariado y ayuda a los demás', 'Tiempo y donaciones para las causas que te importan.'),
  ('volunteering-giving-back', 'ro', 'Voluntariat și implicare', 'Timp și donații pentru cauzele la care ții.'),
  ('legacy-projects', 'en', 'Legacy projects', 'Things you build that will outlast you.'),
  ('legacy-projects', 'es', 'Proyectos de legado', 'Lo que construyes para que perdure más allá de ti.'),
  ('legacy-projects', 'ro', 'Proiecte de moștenire', 'Lucruri pe care le construiești ca să dăinuie după tine.')
) AS v(slug, language_code, name, description)
JOIN life_subcategories s ON s.slug = v.slug;

-- The landing's Sneak peek: five slides of the app, drawn as SVG (apps/web/public/carousel).
INSERT INTO carousel_images (file_url, alt_text, order_index) VALUES
  ('/carousel/set-grid.svg', 'The workout page: bench press sets with weight, reps and a tick for each logged set.', 1),
  ('/carousel/suggestion-chip.svg', 'A suggestion chip proposing 82.5 kg for 8 reps, with the reasons behind it.', 2),
  ('/carousel/hub-orbit.svg', 'The Life Planets Hub: six coloured life areas orbiting a central circle.', 3),
  ('/carousel/streak-ring.svg', 'A streak ring showing 12 days in a row of check-ins.', 4),
  ('/carousel/trend-chart.svg', 'A life-area tracker with a rising line chart of daily check-ins.', 5);

INSERT INTO carousel_image_translations (image_id, language_code, alt_text, caption)
SELECT i.id, v.language_code, v.alt_text, v.caption
FROM (VALUES
  ('/carousel/set-grid.svg', 'en', 'The workout page: bench press sets with weight, reps and a tick for each logged set.', 'Log a set with one tap'),
  ('/carousel/set-grid.svg', 'es', 'La página del entrenamiento: series de press de banca con peso, repeticiones y una marca por serie registrada.', 'Registra una serie con un toque'),
  ('/carousel/set-grid.svg', 'ro', 'Pagina antrenamentului: serii de împins la piept cu greutate, repetări și o bifă pentru fiecare serie înregistrată.', 'Înregistrezi o serie cu o atingere'),
  ('/carousel/suggestion-chip.svg', 'en', 'A suggestion chip proposing 82.5 kg for 8 reps, with the reasons behind it.', 'Know what to lift next'),
  ('/carousel/suggestion-chip.svg', 'es', 'Una sugerencia que propone 82,5 kg por 8 repeticiones, con sus motivos.', 'Sabe qué levantar a continuación'),
  ('/carousel/suggestion-chip.svg', 'ro', 'O sugestie care propune 82,5 kg pentru 8 repetări, cu motivele ei.', 'Știi ce să ridici în continuare'),
  ('/carousel/hub-orbit.svg', 'en', 'The Life Planets Hub: six coloured life areas orbiting a central circle.', 'Every area of your life in one orbit'),
  ('/carousel/hub-orbit.svg', 'es', 'El Hub de Planetas de Vida: seis áreas de la vida de colores orbitando un círculo central.', 'Todas las áreas de tu vida en una órbita'),
  ('/carousel/hub-orbit.svg', 'ro', 'Hub-ul Planetelor Vieții: șase domenii colorate ale vieții pe orbită în jurul unui cerc central.', 'Toate domeniile vieții tale pe o orbită'),
  ('/carousel/streak-ring.svg', 'en', 'A streak ring showing 12 days in a row of check-ins.', 'Keep your streak alive'),
  ('/carousel/streak-ring.svg', 'es', 'Un anillo de racha que muestra 12 días seguidos de registros.', 'Mantén viva tu racha'),
  ('/carousel/streak-ring.svg', 'ro', 'Un inel de serie care arată 12 zile la rând cu înregistrări.', 'Păstrează-ți seria de zile'),
  ('/carousel/trend-chart.svg', 'en', 'A life-area tracker with a rising line chart of daily check-ins.', 'See the trend, not just the day'),
  ('/carousel/trend-chart.svg', 'es', 'Un seguimiento de un área de la vida con una gráfica de líneas ascendente de registros diarios.', 'Mira la tendencia, no solo el día'),
  ('/carousel/trend-chart.svg', 'ro', 'Un tracker al unui domeniu al vieții cu un grafic ascendent al înregistrărilor zilnice.', 'Vezi tendința, nu doar ziua')
) AS v(file_url, language_code, alt_text, caption)
JOIN carousel_images i ON i.file_url = v.file_url;
