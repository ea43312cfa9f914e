import { i18n } from '@lingui/core';

// Messages keep their German source text (descriptorFields: 'message'), so tests need no compiled catalog.
i18n.loadAndActivate({ locale: 'de', messages: {} });
