-- One on/off per plugin added by URL: its entry's isActive in settings.plugins (what decides whether its module
-- downloads). A plugin's own group may still hold an isActive from when it was a second switch; the widget no
-- longer reads it, so an entry whose group said false is turned off here, and that group's isActive removed.
with switched as (
  select s.id,
         jsonb_agg(case when jsonb_typeof(e) = 'object' and s.settings -> (e ->> 'id') ->> 'isActive' = 'false' then e || '{"isActive": false}'::jsonb else e end order by ord) as plugins,
         array_agg(e ->> 'id') filter (where jsonb_typeof(e) = 'object' and jsonb_typeof(s.settings -> (e ->> 'id')) = 'object' and s.settings -> (e ->> 'id') ? 'isActive') as groups
  from shops s, jsonb_array_elements(s.settings -> 'plugins') with ordinality as t(e, ord)
  where jsonb_typeof(s.settings -> 'plugins') = 'array'
  group by s.id
)
update shops set settings = (
  select jsonb_set(shops.settings, '{plugins}', switched.plugins) || coalesce(jsonb_object_agg(g, (shops.settings -> g) - 'isActive'), '{}'::jsonb)
  from unnest(coalesce(switched.groups, '{}')) as g
)
from switched
where shops.id = switched.id;
