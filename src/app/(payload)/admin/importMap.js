import { SourceText as SourceText_c0e31471ca8a518f23ceed765c519e8f } from '@/cms/components/translation/SourceText.client'
import { ReviewPanel as ReviewPanel_932116089b8ef1482cde757f78580804 } from '@/cms/components/review/ReviewPanel.client'
import { VersionAuthors as VersionAuthors_200f189caa383bde29a50b16bb5e5949 } from '@/cms/components/audit/VersionAuthors.client'
import { ScheduleCell as ScheduleCell_a29441026de9cd8da5b0859a24c16259 } from '@/cms/components/calendar/ScheduleCell'
import { PendingSchedule as PendingSchedule_0f29b12e091c96d30f0214637c0e762e } from '@/cms/components/calendar/PendingSchedule'
import { ZonedPublishButton as ZonedPublishButton_8890be2b14770a60985212e17d2bfd1c } from '@/cms/components/calendar/ZonedPublishButton.client'
import { RevertAllLanguages as RevertAllLanguages_4a08595b6e2fcc1a9b7a9a00c7504557 } from '@/cms/components/RevertAllLanguages'
import { PartRowLabel as PartRowLabel_73b63a9f2d7d24d61f442b15117835e1 } from '@/cms/components/GuideRowLabels'
import { EtimFeatures as EtimFeatures_826053e8e77aa75233e748d2b8c28989 } from '@/cms/components/EtimFeatures'
import { VariantRowLabel as VariantRowLabel_6f9ec1406aca02139a0cd9c576c1ee6c } from '@/cms/components/VariantRowLabel'
import { QrCodes as QrCodes_d9f9cefa6b5be8839a7f7670a018adff } from '@/cms/components/QrCodes'
import { TradeStatusCell as TradeStatusCell_bd2683d056f617800eed1dd08ff447b9 } from '@/cms/components/TradeStatusCell'
import { ToolRowLabel as ToolRowLabel_73b63a9f2d7d24d61f442b15117835e1 } from '@/cms/components/GuideRowLabels'
import { DrillRowLabel as DrillRowLabel_73b63a9f2d7d24d61f442b15117835e1 } from '@/cms/components/GuideRowLabels'
import { StepRowLabel as StepRowLabel_73b63a9f2d7d24d61f442b15117835e1 } from '@/cms/components/GuideRowLabels'
import { DopFiles as DopFiles_7d018fbea41fba1fbf505733ba4746cd } from '@/cms/components/DopFiles'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ProposePosition as ProposePosition_774e372664f46407cb2ae37fdb5003aa } from '@/cms/components/ProposePosition'
import { MarketCell as MarketCell_72c0fbaec7e1e64dbfdda7dadf46b3b6 } from '@/cms/components/MarketCell'
import { EmailCell as EmailCell_eda65df450ca405c188c814c17733c62 } from '@/cms/components/EnquiryContact.client'
import { MailtoLink as MailtoLink_eda65df450ca405c188c814c17733c62 } from '@/cms/components/EnquiryContact.client'
import { ProvinceCell as ProvinceCell_eda65df450ca405c188c814c17733c62 } from '@/cms/components/EnquiryContact.client'
import { ProvinceName as ProvinceName_eda65df450ca405c188c814c17733c62 } from '@/cms/components/EnquiryContact.client'
import { EnquiryItemLabel as EnquiryItemLabel_4ed138204418edbdc3f64bb0cb2cc04c } from '@/cms/components/EnquiryItemLabel'
import { ExportCsvButton as ExportCsvButton_a40c9bdbcc0418a1c1272c69d947798d } from '@/cms/components/ExportCsvButton'
import { CurrentPasswordField as CurrentPasswordField_b0ee7db66b7b0e9225ed2a01279f6d8a } from '@/cms/components/CurrentPasswordField'
import { AuditTextCell as AuditTextCell_c87b6b5fd1b7f05f7daadfd508b258da } from '@/cms/components/audit/cells'
import { AuditVersionCell as AuditVersionCell_c87b6b5fd1b7f05f7daadfd508b258da } from '@/cms/components/audit/cells'
import { MarketRowLabel as MarketRowLabel_af8f85349bf191bf9d57734d8826172a } from '@/cms/components/MarketRowLabel'
import { NoUnpublish as NoUnpublish_5cf7d710e8a6d996c214adf47778b2e8 } from '@/cms/components/NoUnpublish'
import { ContentLanguageBanner as ContentLanguageBanner_354c64cefa2b7f20c406642388d2f411 } from '@/cms/components/translation/ContentLanguageBanner.client'
import { LanguagesOnly as LanguagesOnly_49b4f057639afc0258d4dcfad536d80a } from '@/cms/components/translation/LanguagesOnly.client'
import { TranslationNavLink as TranslationNavLink_d997225b508b05af278fcd0ec2ce04bd } from '@/cms/components/translation/TranslationNavLink'
import { CalendarNavLink as CalendarNavLink_c562b399b2610da0541bee17da9c08d5 } from '@/cms/components/calendar/CalendarNavLink.client'
import { HealthNavLink as HealthNavLink_71789b14cc10b25991b5b0832d4a1487 } from '@/cms/components/health/HealthNavLink.client'
import { WrongOrigin as WrongOrigin_f702971ff182408196dccad1df39b94c } from '@/cms/components/WrongOrigin'
import { ReviewQueue as ReviewQueue_c5d988cab8c7fc3f4573f4db66d030a7 } from '@/cms/components/review/ReviewQueue'
import { TranslationTodo as TranslationTodo_b3bcae723aa86dacaf46e656bb318a10 } from '@/cms/components/translation/TranslationTodo'
import { FieldMark as FieldMark_52962bba95944a21da50487b729660ba } from '@/cms/components/translation/FieldMark.client'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { TranslationStatus as TranslationStatus_17a32f3a125daef6a11773e20ce18111 } from '@/cms/components/translation/TranslationStatus'
import { CalendarView as CalendarView_11784719a313c02c18aa81ce2aaa3515 } from '@/cms/components/calendar/CalendarView'
import { HealthView as HealthView_b66cf0fe3daa5e2ba73dbc6a5c204ff4 } from '@/cms/components/health/HealthView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "@/cms/components/translation/SourceText.client#SourceText": SourceText_c0e31471ca8a518f23ceed765c519e8f,
  "@/cms/components/review/ReviewPanel.client#ReviewPanel": ReviewPanel_932116089b8ef1482cde757f78580804,
  "@/cms/components/audit/VersionAuthors.client#VersionAuthors": VersionAuthors_200f189caa383bde29a50b16bb5e5949,
  "@/cms/components/calendar/ScheduleCell#ScheduleCell": ScheduleCell_a29441026de9cd8da5b0859a24c16259,
  "@/cms/components/calendar/PendingSchedule#PendingSchedule": PendingSchedule_0f29b12e091c96d30f0214637c0e762e,
  "@/cms/components/calendar/ZonedPublishButton.client#ZonedPublishButton": ZonedPublishButton_8890be2b14770a60985212e17d2bfd1c,
  "@/cms/components/RevertAllLanguages#RevertAllLanguages": RevertAllLanguages_4a08595b6e2fcc1a9b7a9a00c7504557,
  "@/cms/components/GuideRowLabels#PartRowLabel": PartRowLabel_73b63a9f2d7d24d61f442b15117835e1,
  "@/cms/components/EtimFeatures#EtimFeatures": EtimFeatures_826053e8e77aa75233e748d2b8c28989,
  "@/cms/components/VariantRowLabel#VariantRowLabel": VariantRowLabel_6f9ec1406aca02139a0cd9c576c1ee6c,
  "@/cms/components/QrCodes#QrCodes": QrCodes_d9f9cefa6b5be8839a7f7670a018adff,
  "@/cms/components/TradeStatusCell#TradeStatusCell": TradeStatusCell_bd2683d056f617800eed1dd08ff447b9,
  "@/cms/components/GuideRowLabels#ToolRowLabel": ToolRowLabel_73b63a9f2d7d24d61f442b15117835e1,
  "@/cms/components/GuideRowLabels#DrillRowLabel": DrillRowLabel_73b63a9f2d7d24d61f442b15117835e1,
  "@/cms/components/GuideRowLabels#StepRowLabel": StepRowLabel_73b63a9f2d7d24d61f442b15117835e1,
  "@/cms/components/DopFiles#DopFiles": DopFiles_7d018fbea41fba1fbf505733ba4746cd,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@/cms/components/ProposePosition#ProposePosition": ProposePosition_774e372664f46407cb2ae37fdb5003aa,
  "@/cms/components/MarketCell#MarketCell": MarketCell_72c0fbaec7e1e64dbfdda7dadf46b3b6,
  "@/cms/components/EnquiryContact.client#EmailCell": EmailCell_eda65df450ca405c188c814c17733c62,
  "@/cms/components/EnquiryContact.client#MailtoLink": MailtoLink_eda65df450ca405c188c814c17733c62,
  "@/cms/components/EnquiryContact.client#ProvinceCell": ProvinceCell_eda65df450ca405c188c814c17733c62,
  "@/cms/components/EnquiryContact.client#ProvinceName": ProvinceName_eda65df450ca405c188c814c17733c62,
  "@/cms/components/EnquiryItemLabel#EnquiryItemLabel": EnquiryItemLabel_4ed138204418edbdc3f64bb0cb2cc04c,
  "@/cms/components/ExportCsvButton#ExportCsvButton": ExportCsvButton_a40c9bdbcc0418a1c1272c69d947798d,
  "@/cms/components/CurrentPasswordField#CurrentPasswordField": CurrentPasswordField_b0ee7db66b7b0e9225ed2a01279f6d8a,
  "@/cms/components/audit/cells#AuditTextCell": AuditTextCell_c87b6b5fd1b7f05f7daadfd508b258da,
  "@/cms/components/audit/cells#AuditVersionCell": AuditVersionCell_c87b6b5fd1b7f05f7daadfd508b258da,
  "@/cms/components/MarketRowLabel#MarketRowLabel": MarketRowLabel_af8f85349bf191bf9d57734d8826172a,
  "@/cms/components/NoUnpublish#NoUnpublish": NoUnpublish_5cf7d710e8a6d996c214adf47778b2e8,
  "@/cms/components/translation/ContentLanguageBanner.client#ContentLanguageBanner": ContentLanguageBanner_354c64cefa2b7f20c406642388d2f411,
  "@/cms/components/translation/LanguagesOnly.client#LanguagesOnly": LanguagesOnly_49b4f057639afc0258d4dcfad536d80a,
  "@/cms/components/translation/TranslationNavLink#TranslationNavLink": TranslationNavLink_d997225b508b05af278fcd0ec2ce04bd,
  "@/cms/components/calendar/CalendarNavLink.client#CalendarNavLink": CalendarNavLink_c562b399b2610da0541bee17da9c08d5,
  "@/cms/components/health/HealthNavLink.client#HealthNavLink": HealthNavLink_71789b14cc10b25991b5b0832d4a1487,
  "@/cms/components/WrongOrigin#WrongOrigin": WrongOrigin_f702971ff182408196dccad1df39b94c,
  "@/cms/components/review/ReviewQueue#ReviewQueue": ReviewQueue_c5d988cab8c7fc3f4573f4db66d030a7,
  "@/cms/components/translation/TranslationTodo#TranslationTodo": TranslationTodo_b3bcae723aa86dacaf46e656bb318a10,
  "@/cms/components/translation/FieldMark.client#FieldMark": FieldMark_52962bba95944a21da50487b729660ba,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "@/cms/components/translation/TranslationStatus#TranslationStatus": TranslationStatus_17a32f3a125daef6a11773e20ce18111,
  "@/cms/components/calendar/CalendarView#CalendarView": CalendarView_11784719a313c02c18aa81ce2aaa3515,
  "@/cms/components/health/HealthView#HealthView": HealthView_b66cf0fe3daa5e2ba73dbc6a5c204ff4,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
