/**
 * The admin side of the catalogue (issue 9): exercises, the reference lists (body parts, muscles, equipment, grips,
 * movement patterns, tags), equipment-grip compatibility, plate profiles, attribute schemas, naming templates,
 * aliases and translations. Every request is validated here; every write is audited by the API. One file per part
 * in admin-catalogue/; this one gathers them under one import path (`@lifeorbit/contracts/admin-catalogue`).
 */
export {
  AdminLangQuery,
  DisplayOrder,
  MISSING_FILTERS,
  MissingFilter,
  NAME_MAX_LENGTH,
  OptionalDescription,
  OptionalName,
  ReferenceNames,
  RequiredName,
  Slug,
} from './admin-catalogue/common';
export * from './admin-catalogue/references';
export * from './admin-catalogue/attribute-schemas';
export * from './admin-catalogue/naming-templates';
export * from './admin-catalogue/exercises';
export * from './admin-catalogue/plate-profiles';
export * from './admin-catalogue/translations';
