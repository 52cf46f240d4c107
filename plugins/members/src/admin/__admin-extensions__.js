
      // Auto-generated index file for Medusa Admin UI extensions
    import WidgetComponent0, { config as WidgetConfig0 } from "/work/wt-paths/plugins/members/src/admin/widgets/attention-landing.tsx"
import WidgetComponent1, { config as WidgetConfig1 } from "/work/wt-paths/plugins/members/src/admin/widgets/role-menu.tsx"
import WidgetComponent2, { config as WidgetConfig2 } from "/work/wt-paths/plugins/members/src/admin/widgets/shell.tsx"

const widgetModule = { widgets: [
  {
    Component: WidgetComponent0,
    zone: ["order.list.before"],
    widgetId: "Widget-4a1b"
},
{
    Component: WidgetComponent1,
    zone: ["order.list.before", "product.list.before", "customer.list.before"],
    widgetId: "Widget-583b"
},
{
    Component: WidgetComponent2,
    zone: ["topbar"],
    widgetId: "uuc-members:shell"
}
] }
    import RouteComponent0, { config as HandleConfig0 } from "/work/wt-paths/plugins/members/src/admin/routes/attention/page.tsx"
import RouteComponent1, { config as HandleConfig1 } from "/work/wt-paths/plugins/members/src/admin/routes/audit/page.tsx"
import RouteComponent2, { config as HandleConfig2 } from "/work/wt-paths/plugins/members/src/admin/routes/member/page.tsx"
import RouteComponent3, { config as HandleConfig3 } from "/work/wt-paths/plugins/members/src/admin/routes/user/page.tsx"
import RouteComponent4 from "/work/wt-paths/plugins/members/src/admin/routes/member/[id]/page.tsx"

const routeModule = { routes: [
    {
    Component: RouteComponent0,
    path: "/attention",
    handle: { label: HandleConfig0.label, translationNs: HandleConfig0.translationNs }
  },
{
    Component: RouteComponent1,
    path: "/audit",
    handle: { label: HandleConfig1.label, translationNs: HandleConfig1.translationNs }
  },
{
    Component: RouteComponent2,
    path: "/member",
    handle: { label: HandleConfig2.label, translationNs: HandleConfig2.translationNs }
  },
{
    Component: RouteComponent3,
    path: "/user",
    handle: { label: HandleConfig3.label, translationNs: HandleConfig3.translationNs }
  },
{
    Component: RouteComponent4,
    path: "/member/:id"
  }
]
 }
    import { config as RouteConfig0 } from "/work/wt-paths/plugins/members/src/admin/routes/attention/page.tsx"
import { config as RouteConfig1 } from "/work/wt-paths/plugins/members/src/admin/routes/audit/page.tsx"
import { config as RouteConfig2 } from "/work/wt-paths/plugins/members/src/admin/routes/member/page.tsx"
import { config as RouteConfig3 } from "/work/wt-paths/plugins/members/src/admin/routes/user/page.tsx"

const menuItemModule = { menuItems: [
    {
    label: RouteConfig0.label,
    icon: RouteConfig0.icon,
    path: "/attention",
    nested: undefined,
    rank: 0,
    translationNs: RouteConfig0.translationNs
  },
{
    label: RouteConfig1.label,
    icon: RouteConfig1.icon,
    path: "/audit",
    nested: undefined,
    rank: 13,
    translationNs: RouteConfig1.translationNs
  },
{
    label: RouteConfig2.label,
    icon: RouteConfig2.icon,
    path: "/member",
    nested: undefined,
    rank: 10,
    translationNs: RouteConfig2.translationNs
  },
{
    label: RouteConfig3.label,
    icon: RouteConfig3.icon,
    path: "/user",
    nested: undefined,
    rank: 11,
    translationNs: RouteConfig3.translationNs
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
import i18nTranslations0 from "/work/wt-paths/plugins/members/src/admin/i18n/index.ts"

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
    