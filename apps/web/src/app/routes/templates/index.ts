import type { PageRoute } from '../types';

export const templatesRoutes: PageRoute[] = [
  {
    key: 'appTemplates',
    path: '/app/templates',
    shell: 'app',
    page: () => import('./templates-page').then((m) => m.AppTemplatesPage),
    namespaces: ['templates', 'routes'],
  },
  {
    key: 'appTemplatesAdd',
    path: '/app/templates/add',
    shell: 'app',
    page: () => import('./new-template-page').then((m) => m.NewTemplatePage),
  },
  {
    key: 'templates',
    path: '/fitness/templates',
    shell: 'app',
    page: () => import('./templates-page').then((m) => m.TemplatesPage),
    namespaces: ['templates', 'routes'],
  },
  {
    key: 'templateEdit',
    path: '/fitness/templates/:templateId/edit',
    shell: 'app',
    page: () => import('./template-edit-page').then((m) => m.TemplateEditPage),
  },
];
