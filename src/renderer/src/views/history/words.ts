import { useI18n } from 'vue-i18n'

/** Each domain owns its top-level message keys, so enum words live under one per domain. */
const wordDomains = ['words', 'accountWords']

/** An exchange enum value in words (`<domain>.<group>.<value>`), or the raw value when unknown. */
export function useWords() {
  const { t, te } = useI18n()
  return (group: string, value: string): string => {
    if (value === '') return value
    const leaf = value.replaceAll(' ', '_').replaceAll('-', '_')
    const key = wordDomains
      .map((domain) => `${domain}.${group}.${leaf}`)
      .find((candidate) => te(candidate))
    return key ? t(key) : value
  }
}
