import { createContext, useContext } from "react";
import { type UiLang, type UiText, uiText } from "~/content/ui";

/** The page's language; the document shell provides it, English when nothing does. */
export const UiLangContext = createContext<UiLang>("en");

/** The primitives' labels in the language of the page they are on. */
export function useUiText(): UiText {
  return uiText[useContext(UiLangContext)];
}
