
      // Auto-generated index file for Medusa Admin UI extensions
    

const widgetModule = { widgets: [
  
] }
    import RouteComponent0, { config as HandleConfig0 } from "/work/wt/structure/plugins/merchants/src/admin/routes/store-record/page.tsx"

const routeModule = { routes: [
    {
    Component: RouteComponent0,
    path: "/store-record",
    handle: { label: HandleConfig0.label, translationNs: HandleConfig0.translationNs }
  }
]
 }
    import { config as RouteConfig0 } from "/work/wt/structure/plugins/merchants/src/admin/routes/store-record/page.tsx"

const menuItemModule = { menuItems: [
    {
    label: RouteConfig0.label,
    icon: RouteConfig0.icon,
    path: "/store-record",
    nested: undefined,
    rank: 52,
    translationNs: RouteConfig0.translationNs
  }
]
 }
    

const formModule = { customFields: {
  
} }
    

const displayModule = { 
    displays: {
      
    }
   }
    import { deepMerge } from "@medusajs/admin-shared"
import i18nTranslations0 from "/work/wt/structure/plugins/merchants/src/admin/i18n/index.ts"

const i18nModule = { resources: i18nTranslations0 }
    

const cellRendererModule = {}
    

const layoutModule = { layouts: [
  
] }
    

const searchEntityModule = {}

    const plugin = {
      widgetModule,
      routeModule,
      menuItemModule,
      formModule,
      displayModule,
      i18nModule,
      cellRendererModule,
      layoutModule,
      searchEntityModule
    }

    export default plugin
    