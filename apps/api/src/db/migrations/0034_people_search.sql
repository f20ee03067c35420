-- Finding people by the name their card shows (issue 37, item 2). The card shows the display name, or the e-mail's
-- local part until one is set (also the name sign-up gives when none is typed); the search matched the handle and
-- the display name only, and case-sensitively outside ASCII, so a new member was found by neither what the card says
-- nor a name typed without its accents.
--
-- search_fold: lower case without accents, the same on both sides of a search (the column below and the typed text),
-- with no extension (PGlite has unaccent only when loaded at start, and a server may lack contrib). Upper-case letters
-- are translated too, so that a database whose ctype lowers ASCII only still folds them.
CREATE FUNCTION search_fold(value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lower(translate(
    replace(replace(replace(replace(replace(value, 'ß', 'ss'), 'æ', 'ae'), 'Æ', 'ae'), 'œ', 'oe'), 'Œ', 'oe'),
    'àÀáÁâÂãÃäÄåÅāĀăĂąĄǎǍçÇćĆĉĈċĊčČďĎđĐèÈéÉêÊëËēĒĕĔėĖęĘěĚĝĜğĞġĠģĢĥĤħĦìÌíÍîÎïÏĩĨīĪĭĬįĮıIĵĴķĶĺĹļĻľĽŀĿłŁñÑńŃņŅňŇŉòÒóÓôÔõÕöÖøØōŌŏŎőŐŕŔŗŖřŘśŚŝŜşŞšŠșȘţŢťŤŧŦțȚùÙúÚûÛüÜũŨūŪŭŬůŮűŰųŲŵŴýÝÿŸŷŶźŹżŻžŽ',
    'aaaaaaaaaaaaaaaaaaaaccccccccccddddeeeeeeeeeeeeeeeeeegggggggghhhhiiiiiiiiiiiiiiiiiijjkkllllllllllnnnnnnnnnoooooooooooooooooorrrrrrssssssssssttttttttuuuuuuuuuuuuuuuuuuuuwwyyyyyyzzzzzz'))
$$;

-- The card's name, folded: kept by the triggers below whichever path writes a profile or an e-mail. Never the whole
-- e-mail address, and its local part only while the card shows it (no display name).
ALTER TABLE profiles ADD COLUMN search_name text;

CREATE FUNCTION profiles_search_name() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_name := search_fold(COALESCE(NULLIF(btrim(NEW.display_name), ''),
    (SELECT split_part(u.email, '@', 1) FROM "user" u WHERE u.id = NEW.user_id)));
  RETURN NEW;
END;
$$;
CREATE TRIGGER profiles_search_name BEFORE INSERT OR UPDATE OF display_name, user_id ON profiles
  FOR EACH ROW EXECUTE FUNCTION profiles_search_name();

CREATE FUNCTION user_email_search_name() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE profiles SET search_name = search_fold(COALESCE(NULLIF(btrim(display_name), ''), split_part(NEW.email, '@', 1)))
    WHERE user_id = NEW.id;
  RETURN NULL;
END;
$$;
CREATE TRIGGER user_email_search_name AFTER UPDATE OF email ON "user"
  FOR EACH ROW WHEN (OLD.email IS DISTINCT FROM NEW.email) EXECUTE FUNCTION user_email_search_name();

UPDATE profiles p SET search_name = search_fold(COALESCE(NULLIF(btrim(p.display_name), ''), split_part(u.email, '@', 1)))
  FROM "user" u WHERE u.id = p.user_id;

-- A prefix search (LIKE 'text%') reads this index, as the handle's has since 0020; the display name's own is unused.
CREATE INDEX profiles_search_name_idx ON profiles (search_name text_pattern_ops);
DROP INDEX profiles_display_name_prefix_idx;

-- A gym's member list is paged by (joined_at, a hash of the member's id) so that its cursor carries no member id
-- (issue 36, item 7). The (gym_id, joined_at, user_id) index stays for the newest members that people search suggests.
CREATE INDEX gym_members_page_hash_idx ON gym_members (gym_id, joined_at, (md5(user_id)::uuid));
