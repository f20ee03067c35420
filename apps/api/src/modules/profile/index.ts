import type { ApiModule } from '../../core/module';
import { profileRoutes } from './profile.routes';

/** The member's profile. */
export const profileModule: ApiModule = { name: 'profile', routes: profileRoutes };

/** The demo seed sets the demo accounts' profiles; a new account gets its row (bootstrap hands it to auth). */
export { createProfile, insertSeededProfile, upsertProfile } from './profile.repository';
/** Deleting an account (src/auth/account) removes the member's avatar files. */
export { removeAvatar } from './avatar.service';

/** The upload pipeline (sharp, ADR 026): mentors' photos and gyms' logos and covers are made as avatars are. */
export {
  AVATAR_MAX_BYTES,
  AVATAR_MEDIA_TYPES,
  AVATAR_SIZES,
  decodeUploadedImage,
  makeAvatarImages,
} from './avatar-image';
