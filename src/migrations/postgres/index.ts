import * as migration_20261121_065500_initial from './20261121_065500_initial';
import * as migration_20261121_105902_catalogue_specs_search from './20261121_105902_catalogue_specs_search';
import * as migration_20261121_141212_enquiry_pipeline from './20261121_141212_enquiry_pipeline';
import * as migration_20261121_205431_seo_overrides from './20261121_205431_seo_overrides';
import * as migration_20261121_210223_redirects from './20261121_210223_redirects';
import * as migration_20261122_070316_media_storage_fields from './20261122_070316_media_storage_fields';
import * as migration_20261126_111956_closing_dates_and_media_visibility from './20261126_111956_closing_dates_and_media_visibility';
import * as migration_20261126_182337_content_lifecycle from './20261126_182337_content_lifecycle';
import * as migration_20261126_210124_live_preview_autosave from './20261126_210124_live_preview_autosave';
import * as migration_20261127_003608_translation_workflow from './20261127_003608_translation_workflow';
import * as migration_20261127_043704_content_truth from './20261127_043704_content_truth';
import * as migration_20261127_073658_catalogue_series_variants from './20261127_073658_catalogue_series_variants';
import * as migration_20261127_103633_product_finder from './20261127_103633_product_finder';
import * as migration_20261127_140416_enquiry_items from './20261127_140416_enquiry_items';
import * as migration_20261128_002407_data_sheet_revision from './20261128_002407_data_sheet_revision';
import * as migration_20261129_033222_enquiries_every_market from './20261129_033222_enquiries_every_market';
import * as migration_20261129_073555_hardening from './20261129_073555_hardening';
import * as migration_20261129_213047_product_names_and_guarantees from './20261129_213047_product_names_and_guarantees';
import * as migration_20261130_154940_installation_measures from './20261130_154940_installation_measures';
import * as migration_20261130_195303_trade_data from './20261130_195303_trade_data';
import * as migration_20261201_053841_declarations from './20261201_053841_declarations';
import * as migration_20261201_084759_search_synonyms_variant_fit from './20261201_084759_search_synonyms_variant_fit';
import * as migration_20261201_153953_showrooms from './20261201_153953_showrooms';
import * as migration_20261202_112032_four_eyes_audit from './20261202_112032_four_eyes_audit';
import * as migration_20261202_161252_translation_at_scale from './20261202_161252_translation_at_scale';

export const migrations = [
  {
    up: migration_20261121_065500_initial.up,
    down: migration_20261121_065500_initial.down,
    name: '20261121_065500_initial',
  },
  {
    up: migration_20261121_105902_catalogue_specs_search.up,
    down: migration_20261121_105902_catalogue_specs_search.down,
    name: '20261121_105902_catalogue_specs_search',
  },
  {
    up: migration_20261121_141212_enquiry_pipeline.up,
    down: migration_20261121_141212_enquiry_pipeline.down,
    name: '20261121_141212_enquiry_pipeline',
  },
  {
    up: migration_20261121_205431_seo_overrides.up,
    down: migration_20261121_205431_seo_overrides.down,
    name: '20261121_205431_seo_overrides',
  },
  {
    up: migration_20261121_210223_redirects.up,
    down: migration_20261121_210223_redirects.down,
    name: '20261121_210223_redirects',
  },
  {
    up: migration_20261122_070316_media_storage_fields.up,
    down: migration_20261122_070316_media_storage_fields.down,
    name: '20261122_070316_media_storage_fields',
  },
  {
    up: migration_20261126_111956_closing_dates_and_media_visibility.up,
    down: migration_20261126_111956_closing_dates_and_media_visibility.down,
    name: '20261126_111956_closing_dates_and_media_visibility',
  },
  {
    up: migration_20261126_182337_content_lifecycle.up,
    down: migration_20261126_182337_content_lifecycle.down,
    name: '20261126_182337_content_lifecycle',
  },
  {
    up: migration_20261126_210124_live_preview_autosave.up,
    down: migration_20261126_210124_live_preview_autosave.down,
    name: '20261126_210124_live_preview_autosave',
  },
  {
    up: migration_20261127_003608_translation_workflow.up,
    down: migration_20261127_003608_translation_workflow.down,
    name: '20261127_003608_translation_workflow',
  },
  {
    up: migration_20261127_043704_content_truth.up,
    down: migration_20261127_043704_content_truth.down,
    name: '20261127_043704_content_truth',
  },
  {
    up: migration_20261127_073658_catalogue_series_variants.up,
    down: migration_20261127_073658_catalogue_series_variants.down,
    name: '20261127_073658_catalogue_series_variants',
  },
  {
    up: migration_20261127_103633_product_finder.up,
    down: migration_20261127_103633_product_finder.down,
    name: '20261127_103633_product_finder',
  },
  {
    up: migration_20261127_140416_enquiry_items.up,
    down: migration_20261127_140416_enquiry_items.down,
    name: '20261127_140416_enquiry_items',
  },
  {
    up: migration_20261128_002407_data_sheet_revision.up,
    down: migration_20261128_002407_data_sheet_revision.down,
    name: '20261128_002407_data_sheet_revision',
  },
  {
    up: migration_20261129_033222_enquiries_every_market.up,
    down: migration_20261129_033222_enquiries_every_market.down,
    name: '20261129_033222_enquiries_every_market',
  },
  {
    up: migration_20261129_073555_hardening.up,
    down: migration_20261129_073555_hardening.down,
    name: '20261129_073555_hardening',
  },
  {
    up: migration_20261129_213047_product_names_and_guarantees.up,
    down: migration_20261129_213047_product_names_and_guarantees.down,
    name: '20261129_213047_product_names_and_guarantees',
  },
  {
    up: migration_20261130_154940_installation_measures.up,
    down: migration_20261130_154940_installation_measures.down,
    name: '20261130_154940_installation_measures',
  },
  {
    up: migration_20261130_195303_trade_data.up,
    down: migration_20261130_195303_trade_data.down,
    name: '20261130_195303_trade_data',
  },
  {
    up: migration_20261201_053841_declarations.up,
    down: migration_20261201_053841_declarations.down,
    name: '20261201_053841_declarations',
  },
  {
    up: migration_20261201_084759_search_synonyms_variant_fit.up,
    down: migration_20261201_084759_search_synonyms_variant_fit.down,
    name: '20261201_084759_search_synonyms_variant_fit',
  },
  {
    up: migration_20261201_153953_showrooms.up,
    down: migration_20261201_153953_showrooms.down,
    name: '20261201_153953_showrooms',
  },
  {
    up: migration_20261202_112032_four_eyes_audit.up,
    down: migration_20261202_112032_four_eyes_audit.down,
    name: '20261202_112032_four_eyes_audit',
  },
  {
    up: migration_20261202_161252_translation_at_scale.up,
    down: migration_20261202_161252_translation_at_scale.down,
    name: '20261202_161252_translation_at_scale'
  },
];
