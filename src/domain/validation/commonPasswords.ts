/**
 * Passwords refused as a new password whatever their case (./password.ts): the most common ones of
 * leaked-password lists, their usual forms that pass the policy (a capital, a symbol, a digit run or a
 * year), and the demo passwords this project publishes (README, the seed). Data only, kept lower-case.
 */

/** The demo passwords the seed gives its accounts and the README publishes: never accepted from the API. */
export const DEMO_PASSWORDS = { superAdmin: 'Admin@12345', team: 'Team@12345' } as const;

/** The most common passwords of public leak lists (most fail the policy already; the list stands on its own). */
const COMMON = `
  123456 123456789 12345678 12345 1234567 1234567890 123123 111111 000000 654321 666666 121212 112233 123321
  987654321 11111111 88888888 1q2w3e4r 1q2w3e 1qaz2wsx qwerty qwerty123 qwertyuiop qwe123 asdfgh asdfghjkl
  zxcvbnm azerty azertyuiop azerty123 password password1 password12 password123 passw0rd pass123 abc123 abcd1234
  abc12345 iloveyou letmein welcome welcome1 monkey dragon football baseball soccer hockey basketball master
  shadow sunshine princess superman batman trustno1 starwars freedom whatever qazwsx michael jennifer jordan
  hunter hunter2 charlie daniel andrew thomas jessica ashley nicole pepper ginger buster tigger cookie summer
  hello hello123 secret login admin admin123 admin1234 administrator root toor test test123 guest changeme
  default user 696969 mustang access flower lovely 7777777 555555 987654 computer internet samsung google matrix
  killer chelsea liverpool arsenal loveme family bonjour soleil doudou chouchou marseille motdepasse nicolas
  julien camille
`;

/** Their forms that pass the policy, as people and tutorials write them. */
const COMMON_WITH_SYMBOLS = `
  password@1 password@12 password@123 password@1234 password@12345 password@2023 password@2024 password@2025
  password@2026 password1! password123! password1@ password123@ password#1 password#123 password$1 password!1
  password!123 password1# password1$ p@ssw0rd p@ssw0rd1 p@ssw0rd123 p@ssw0rd! p@ssword p@ssword1 p@ssword123
  p@55w0rd p@$$w0rd pa$$w0rd pa$$word1 passw0rd! passw0rd@1 passw0rd@123 p@ssw0rd2024 p@ssw0rd2025 pass@123
  pass@1234 pass@12345 pass@word1 p@ss1234 p@ss123 p@ssw0rd@123 admin@1 admin@12 admin@123 admin@1234
  admin@12345 admin@123456 admin@2023 admin@2024 admin@2025 admin@2026 admin123! admin123@ admin#123 admin$123
  admin!123 admin1! admin1@ adm1n@123 @dmin123 @dmin1234 administrator@1 administrator@123 admin@admin1
  welcome@1 welcome@12 welcome@123 welcome@1234 welcome@12345 welcome@2024 welcome@2025 welcome1! welcome123!
  welcome#1 welcome#123 w3lc0me! w3lc0me@1 welcome1@ qwerty@1 qwerty@12 qwerty@123 qwerty@1234 qwerty@12345
  qwerty123! qwerty1! qwerty1@ qwerty#1 qwerty#123 qwerty!23 qwe123!@# qwe@1234 1qaz@wsx 1qaz!qaz !qaz2wsx
  1q2w3e4r! 1q2w3e4r5t! 1q2w3e4r@ zaq1@wsx zaq12wsx! 1qaz2wsx! 1qaz2wsx@ 12qw!@qw 123qwe!@# 1qaz!qaz2wsx abc@123
  abc@1234 abc@12345 abcd@123 abcd@1234 abcd@12345 abc123!@# abcd123! abcd1234! abcd1234@ abcdef@1 abcdef@123
  a1b2c3d4! a1b2c3d4@ aa123456! aa@123456 aa123456@ 1234@abcd 123@abcd 12345@abc 1234abcd@ 123456aa@ 123456a@
  a123456@ a123456! a@123456 aa@12345 aa!12345 abc!1234 abc#1234 test@123 test@1234 test@12345 test123! test#123
  test@2024 tester@1 tester@123 testing@123 team@123 team@1234 team@12345 user@123 user@1234 user@12345
  guest@123 guest@1234 root@123 root@1234 login@123 demo@123 demo@1234 demo@12345 default@1 default@123
  sample@123 example@123 example@1 letmein@1 letmein@123 letmein1! letmein! changeme@1 changeme@123 changeme1!
  change@123 changeit@1 iloveyou@1 iloveyou@123 iloveyou1! iloveu@123 loveyou@123 love@1234 love@123 summer@123
  summer@2023 summer@2024 summer@2025 summer2023! summer2024! summer2025! summer2026! winter@123 winter@2023
  winter@2024 winter@2025 winter2023! winter2024! winter2025! spring@123 spring@2024 spring2024! spring2025!
  autumn@123 autumn2024! monday@123 friday@123 january@2024 january@2025 hello@123 hello@1234 hello@12345
  hello123! hello@world1 helloworld@1 helloworld1! monkey@123 monkey123! dragon@123 dragon123! master@123
  master123! sunshine@1 sunshine@123 sunshine1! football@1 football@123 football1! baseball@1 soccer@123
  princess@1 princess@123 superman@1 superman@123 batman@123 batman123! shadow@123 shadow123! freedom@123
  starwars@1 pokemon@123 ninja@123 india@123 india@1234 pakistan@123 bangladesh@123 nepal@123 london@123
  paris@123 paris2024! france@123 france2024! germany@123 canada@123 america@123 usa@1234 company@123 company@1
  company@2024 office@123 business@123 server@123 system@123 manager@123 support@1234 service@123 student@123
  teacher@123 school@123 college@123 computer@123 internet@123 google@123 facebook@123 samsung@123 apple@123
  microsoft@123 windows@123 linux@123 oracle@123 cisco@123 database@1 azerty@1 azerty@123 azerty123! azerty@1234
  bonjour@1 bonjour@123 bonjour123! soleil@123 soleil123! motdepasse@1 motdepasse@123 motdepasse1! m0tdepasse!
  chouchou@1 doudou@123 marseille@13 paris@75 mysterybox@1 mysterybox@123 mysterybox@1234 mystery@123
  mysterybox1! box@12345 shop@1234 shop@12345 myp@ssw0rd mypassword@1 mypassword1! newpassword@1 newpassword1!
  newpass@1234 secure@123 security@123 qwertyuiop@1 asdfghjkl@1 zxcvbnm@1 asdf@1234 asdf1234! zxcv@1234
  qwer@1234 qwer1234! 1234qwer! 1234@qwer
`;

const words = (list: string): string[] => list.split(/\s+/).filter(Boolean);

/** Every refused password, lower-cased. */
export const REFUSED_PASSWORDS: ReadonlySet<string> = new Set(
  [...words(COMMON), ...words(COMMON_WITH_SYMBOLS), ...Object.values(DEMO_PASSWORDS)].map((password) => password.toLowerCase()),
);

/** True for a common or published password, compared case-insensitively. */
export function isCommonPassword(password: string): boolean {
  return REFUSED_PASSWORDS.has(password.toLowerCase());
}
