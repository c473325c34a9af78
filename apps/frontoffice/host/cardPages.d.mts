export declare const CARD_FORM_PATHS: string[];
export declare const CARD_DOCUMENT: string;
export declare const CARD_DOCUMENT_MARKER: string;
