/** The HTML report's browser script: html.ts inlines its source into the page. */
export declare function reportClient(): void;
