/** The admin sections and the routes (by manifest key) each lists; routes with an id are reached from their list. */
export const ADMIN_NAV: { titleKey: string; items: string[] }[] = [
  {
    titleKey: 'sections.catalogue',
    items: ['adminExercises', 'adminEquipment', 'adminMuscles', 'adminPlateProfiles', 'adminTranslations'],
  },
  {
    titleKey: 'sections.setup',
    items: [
      'adminBodyTaxonomy',
      'adminSetupEquipment',
      'adminGrips',
      'adminEquipmentGrips',
      'adminMovementPatterns',
      'adminTagsAliases',
      'adminOthersEquipment',
      'adminOthersGrips',
      'adminAttributeSchemas',
      'adminNamingTemplates',
    ],
  },
  { titleKey: 'sections.lifeAreas', items: ['adminLifeAreas'] },
  {
    titleKey: 'sections.people',
    items: ['adminUsers', 'adminMentors', 'adminAmbassadors', 'adminDeals', 'adminBattles', 'adminPayouts'],
  },
  { titleKey: 'sections.system', items: ['adminSettings', 'adminAppleSecrets', 'adminCoachLogs', 'adminAudit'] },
];
