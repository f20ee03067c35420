-- One record of the app's default plate profile (ADR 008): plate_profiles.is_default, which the database already
-- keeps to one catalogue row (plate_profiles_single_default_idx, plate_profiles_default_is_catalogue). The setting
-- app_settings.default_plate_profile (0008) named a slug beside it and the two could disagree; it moves onto the flag
-- and goes away. When the setting names no catalogue profile, the flagged one stays the default.

UPDATE plate_profiles SET is_default = false, updated_at = now()
WHERE is_default
  AND EXISTS (
    SELECT 1 FROM app_settings s JOIN plate_profiles named ON named.slug = s.value #>> '{}'
    WHERE s.key = 'default_plate_profile' AND named.owner_user_id IS NULL AND named.id <> plate_profiles.id);

UPDATE plate_profiles SET is_default = true, updated_at = now()
WHERE owner_user_id IS NULL AND NOT is_default
  AND slug = (SELECT value #>> '{}' FROM app_settings WHERE key = 'default_plate_profile');

DELETE FROM app_settings WHERE key = 'default_plate_profile';
-- Nothing may bring the second record back.
ALTER TABLE app_settings ADD CONSTRAINT app_settings_no_default_plate_profile CHECK (key <> 'default_plate_profile');
