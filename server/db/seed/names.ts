/** Word lists the seed draws from. Order matters: the seed is deterministic over these arrays. */

export const FIRST_NAMES = [
  'Liam',
  'Emma',
  'Noah',
  'Olivia',
  'Lucas',
  'Mia',
  'Finn',
  'Sophie',
  'Milan',
  'Julia',
  'Daan',
  'Sara',
  'Sem',
  'Anna',
  'Levi',
  'Lotte',
  'Luuk',
  'Eva',
  'Jesse',
  'Nora',
  'Thomas',
  'Lisa',
  'Max',
  'Fleur',
  'Lars',
  'Isa',
  'Ruben',
  'Zoe',
  'Tim',
  'Maud',
  'Mohamed',
  'Yara',
  'Adam',
  'Sanne',
  'David',
  'Elif',
  'Jonas',
  'Lea',
  'Mateo',
  'Chloe',
  'Oscar',
  'Ines',
  'Felix',
  'Amira',
  'Hugo',
  'Leonie',
  'Elias',
  'Nina',
];

export const LAST_NAMES = [
  'de Jong',
  'Jansen',
  'de Vries',
  'van den Berg',
  'Bakker',
  'Visser',
  'Smit',
  'Meijer',
  'Mulder',
  'Bos',
  'Vos',
  'Peters',
  'Hendriks',
  'Dekker',
  'Brouwer',
  'Koster',
  'Müller',
  'Schmidt',
  'Schneider',
  'Fischer',
  'Weber',
  'Wagner',
  'Becker',
  'Hoffmann',
  'Martin',
  'Bernard',
  'Dubois',
  'Laurent',
  'Garcia',
  'Rossi',
  'Romano',
  'Costa',
  'Novak',
  'Kowalski',
  'Nowak',
  'Horvat',
  'Silva',
  'Santos',
  'Yilmaz',
  'Kaya',
];

export const CITIES: Array<{ city: string; state: string; country: string; zip: string }> = [
  { city: 'Amsterdam', state: 'Noord-Holland', country: 'Netherlands', zip: '1012' },
  { city: 'Rotterdam', state: 'Zuid-Holland', country: 'Netherlands', zip: '3011' },
  { city: 'Utrecht', state: 'Utrecht', country: 'Netherlands', zip: '3511' },
  { city: 'Berlin', state: 'Berlin', country: 'Germany', zip: '10115' },
  { city: 'Hamburg', state: 'Hamburg', country: 'Germany', zip: '20095' },
  { city: 'Munich', state: 'Bavaria', country: 'Germany', zip: '80331' },
  { city: 'Antwerp', state: 'Antwerp', country: 'Belgium', zip: '2000' },
  { city: 'Brussels', state: 'Brussels', country: 'Belgium', zip: '1000' },
  { city: 'Paris', state: 'Île-de-France', country: 'France', zip: '75001' },
  { city: 'Lyon', state: 'Auvergne-Rhône-Alpes', country: 'France', zip: '69001' },
  { city: 'Milan', state: 'Lombardy', country: 'Italy', zip: '20121' },
  { city: 'Madrid', state: 'Madrid', country: 'Spain', zip: '28001' },
  { city: 'Vienna', state: 'Vienna', country: 'Austria', zip: '1010' },
  { city: 'Warsaw', state: 'Masovia', country: 'Poland', zip: '00-001' },
  { city: 'Lisbon', state: 'Lisbon', country: 'Portugal', zip: '1100' },
];

export const STREETS = [
  'Kerkstraat',
  'Hoofdstraat',
  'Dorpsstraat',
  'Hauptstraße',
  'Bahnhofstraße',
  'Rue de la Paix',
  'Via Roma',
  'Calle Mayor',
  'Stationsweg',
  'Marktplein',
  'Lindenlaan',
  'Schoolstraat',
];

export const RARITIES: Array<{ name: string; color: string; maxPrice: number }> = [
  { name: 'Common', color: '#9e9e9e', maxPrice: 25 },
  { name: 'Uncommon', color: '#4caf50', maxPrice: 100 },
  { name: 'Rare', color: '#2196f3', maxPrice: 400 },
  { name: 'Epic', color: '#9c27b0', maxPrice: 1200 },
  { name: 'Legendary', color: '#ff9800', maxPrice: Number.POSITIVE_INFINITY },
];

export const BRANDS = [
  'Apple',
  'Samsung',
  'Sony',
  'Nintendo',
  'Microsoft',
  'Nike',
  'Adidas',
  'New Balance',
  'Rolex',
  'Casio',
  'Louis Vuitton',
  'Gucci',
  'Bose',
  'JBL',
  'Logitech',
  'Razer',
  'DJI',
  'GoPro',
  'Valve',
  'Steam',
];

export const PARTNERS: Array<[string, string]> = [
  ['Nordic', 'Supply'],
  ['EuroTech', 'Distribution'],
  ['Sneaker', 'Vault'],
  ['Luxe', 'Partners'],
  ['GameStock', 'BV'],
  ['Digital Codes', 'Ltd'],
  ['Watch', 'House'],
  ['Audio', 'Direct'],
  ['Rhein', 'Logistik'],
  ['Iberia', 'Trade'],
];

export const PRODUCT_CATEGORIES = [
  'Phones',
  'Audio',
  'Consoles',
  'Watches',
  'Sneakers',
  'Bags',
  'Skins',
  'Gift Cards',
  'Accessories',
  'Drones',
  'Laptops',
  'Streetwear',
];

export const BOX_CATEGORIES = ['Tech', 'Fashion', 'Gaming', 'Luxury', 'Budget', 'Featured', 'New'];

/** One product family: several products are made from it with different editions. */
export interface ProductTemplate {
  name: string;
  brand: string;
  category: string;
  minPrice: number;
  maxPrice: number;
  nature: 'Physical' | 'Digital';
}

export const PRODUCT_TEMPLATES: ProductTemplate[] = [
  { name: 'iPhone 16 Pro', brand: 'Apple', category: 'Phones', minPrice: 1100, maxPrice: 1500, nature: 'Physical' },
  { name: 'AirPods Pro', brand: 'Apple', category: 'Audio', minPrice: 220, maxPrice: 290, nature: 'Physical' },
  { name: 'Apple Watch Series 10', brand: 'Apple', category: 'Watches', minPrice: 400, maxPrice: 900, nature: 'Physical' },
  { name: 'MacBook Air', brand: 'Apple', category: 'Laptops', minPrice: 1200, maxPrice: 1800, nature: 'Physical' },
  { name: 'Galaxy S25', brand: 'Samsung', category: 'Phones', minPrice: 850, maxPrice: 1300, nature: 'Physical' },
  { name: 'Galaxy Buds', brand: 'Samsung', category: 'Audio', minPrice: 90, maxPrice: 180, nature: 'Physical' },
  { name: 'PlayStation 5', brand: 'Sony', category: 'Consoles', minPrice: 450, maxPrice: 650, nature: 'Physical' },
  { name: 'WH-1000XM5 Headphones', brand: 'Sony', category: 'Audio', minPrice: 300, maxPrice: 380, nature: 'Physical' },
  { name: 'Switch OLED', brand: 'Nintendo', category: 'Consoles', minPrice: 300, maxPrice: 360, nature: 'Physical' },
  { name: 'Xbox Series X', brand: 'Microsoft', category: 'Consoles', minPrice: 450, maxPrice: 550, nature: 'Physical' },
  { name: 'Air Jordan 1', brand: 'Nike', category: 'Sneakers', minPrice: 160, maxPrice: 600, nature: 'Physical' },
  { name: 'Dunk Low', brand: 'Nike', category: 'Sneakers', minPrice: 110, maxPrice: 300, nature: 'Physical' },
  { name: 'Yeezy Boost 350', brand: 'Adidas', category: 'Sneakers', minPrice: 220, maxPrice: 450, nature: 'Physical' },
  { name: 'Samba OG', brand: 'Adidas', category: 'Sneakers', minPrice: 100, maxPrice: 140, nature: 'Physical' },
  { name: '550 Sneaker', brand: 'New Balance', category: 'Sneakers', minPrice: 110, maxPrice: 160, nature: 'Physical' },
  { name: 'Submariner Date', brand: 'Rolex', category: 'Watches', minPrice: 9000, maxPrice: 14000, nature: 'Physical' },
  { name: 'G-Shock', brand: 'Casio', category: 'Watches', minPrice: 90, maxPrice: 250, nature: 'Physical' },
  { name: 'Keepall Bag', brand: 'Louis Vuitton', category: 'Bags', minPrice: 1800, maxPrice: 2600, nature: 'Physical' },
  { name: 'GG Belt', brand: 'Gucci', category: 'Accessories', minPrice: 350, maxPrice: 500, nature: 'Physical' },
  { name: 'QuietComfort Earbuds', brand: 'Bose', category: 'Audio', minPrice: 180, maxPrice: 280, nature: 'Physical' },
  { name: 'Flip Speaker', brand: 'JBL', category: 'Audio', minPrice: 80, maxPrice: 140, nature: 'Physical' },
  { name: 'G Pro Mouse', brand: 'Logitech', category: 'Accessories', minPrice: 60, maxPrice: 160, nature: 'Physical' },
  { name: 'BlackWidow Keyboard', brand: 'Razer', category: 'Accessories', minPrice: 90, maxPrice: 220, nature: 'Physical' },
  { name: 'Mini 4 Pro Drone', brand: 'DJI', category: 'Drones', minPrice: 750, maxPrice: 1100, nature: 'Physical' },
  { name: 'HERO13 Camera', brand: 'GoPro', category: 'Accessories', minPrice: 350, maxPrice: 450, nature: 'Physical' },
  { name: 'AK-47 Skin', brand: 'Valve', category: 'Skins', minPrice: 2, maxPrice: 900, nature: 'Digital' },
  { name: 'AWP Skin', brand: 'Valve', category: 'Skins', minPrice: 3, maxPrice: 2500, nature: 'Digital' },
  { name: 'Knife Skin', brand: 'Valve', category: 'Skins', minPrice: 120, maxPrice: 3000, nature: 'Digital' },
  { name: 'Steam Gift Card', brand: 'Steam', category: 'Gift Cards', minPrice: 5, maxPrice: 100, nature: 'Digital' },
  { name: 'Hoodie', brand: 'Nike', category: 'Streetwear', minPrice: 45, maxPrice: 90, nature: 'Physical' },
  { name: 'Socks 3-Pack', brand: 'Adidas', category: 'Streetwear', minPrice: 8, maxPrice: 18, nature: 'Physical' },
  { name: 'Phone Case', brand: 'Apple', category: 'Accessories', minPrice: 10, maxPrice: 60, nature: 'Physical' },
];

export const EDITIONS = ['Black', 'White', 'Red', 'Blue', 'Gold', 'Limited Edition', 'Green', 'Gray', 'Purple', 'Special Edition'];
export const SKIN_WEARS = ['Factory New', 'Minimal Wear', 'Field-Tested', 'Well-Worn', 'StatTrak Factory New', 'StatTrak Field-Tested'];

export const PRODUCT_COLORS = ['Gold', 'Red', 'Purple', 'Green', 'Blue', 'Gray'];
export const PRODUCT_SIZES = ['S', 'M', 'L', 'XL'];
export const PRODUCT_TAGS = ['New', 'Hot', 'Trending', 'Limited', 'Best Value'];

export const BOX_THEMES: Array<{ name: string; categories: string[]; productCategories: string[]; tag: string | null }> = [
  {
    name: 'Apple Box',
    categories: ['Tech', 'Featured'],
    productCategories: ['Phones', 'Audio', 'Watches', 'Laptops', 'Accessories'],
    tag: 'Hot',
  },
  { name: 'Sneaker Box', categories: ['Fashion'], productCategories: ['Sneakers', 'Streetwear'], tag: null },
  { name: 'Gamer Box', categories: ['Gaming'], productCategories: ['Consoles', 'Accessories', 'Gift Cards'], tag: 'New' },
  { name: 'Luxury Box', categories: ['Luxury', 'Featured'], productCategories: ['Watches', 'Bags', 'Accessories'], tag: 'Premium' },
  { name: 'Budget Box', categories: ['Budget'], productCategories: ['Gift Cards', 'Streetwear', 'Accessories', 'Skins'], tag: null },
  { name: 'Skin Box', categories: ['Gaming'], productCategories: ['Skins'], tag: null },
  { name: 'Audio Box', categories: ['Tech'], productCategories: ['Audio'], tag: null },
  { name: 'Console Box', categories: ['Gaming', 'Tech'], productCategories: ['Consoles', 'Gift Cards'], tag: null },
  { name: 'Watch Box', categories: ['Luxury'], productCategories: ['Watches'], tag: null },
  { name: 'Streetwear Box', categories: ['Fashion', 'Budget'], productCategories: ['Streetwear', 'Sneakers'], tag: null },
  { name: 'Creator Box', categories: ['Tech', 'New'], productCategories: ['Drones', 'Accessories', 'Audio'], tag: 'New' },
  { name: 'Phone Box', categories: ['Tech'], productCategories: ['Phones', 'Accessories'], tag: null },
  { name: 'Knife Box', categories: ['Gaming', 'Luxury'], productCategories: ['Skins'], tag: 'Hot' },
  { name: 'Starter Box', categories: ['Budget', 'New'], productCategories: ['Gift Cards', 'Skins', 'Streetwear'], tag: null },
  { name: 'Mixed Box', categories: ['Featured'], productCategories: [], tag: null },
  { name: 'Weekend Box~2', categories: ['Featured'], productCategories: [], tag: 'Event' },
  { name: 'Designer Box', categories: ['Luxury', 'Fashion'], productCategories: ['Bags', 'Accessories', 'Sneakers'], tag: null },
  { name: 'Laptop Box', categories: ['Tech'], productCategories: ['Laptops', 'Accessories'], tag: null },
  { name: 'Drone Box', categories: ['Tech'], productCategories: ['Drones', 'Accessories'], tag: null },
  { name: 'Jackpot Box~1', categories: ['Featured', 'Luxury'], productCategories: [], tag: 'Jackpot' },
];

export const USER_AGENTS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
  'Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0',
];

export const COINS: Array<{ symbol: string; chain: string; price: number }> = [
  { symbol: 'BTC', chain: 'Bitcoin', price: 62000 },
  { symbol: 'ETH', chain: 'Ethereum', price: 2900 },
  { symbol: 'USDT', chain: 'Tron', price: 0.92 },
  { symbol: 'USDC', chain: 'Ethereum', price: 0.92 },
  { symbol: 'LTC', chain: 'Litecoin', price: 78 },
  { symbol: 'SOL', chain: 'Solana', price: 140 },
];

export const SHIPPING_METHODS = ['DHL Express', 'UPS Standard', 'FedEx International', 'PostNL', 'DPD Classic', 'GLS Parcel', 'Bpost'];

export const CANCEL_REASONS = ['Out of stock', 'Address could not be verified', 'Requested by customer', 'Payment reversed'];
export const RETURN_REASONS = ['Item damaged', 'Wrong size', 'Not as described', 'Arrived too late', 'Changed my mind'];
export const DECLINE_MESSAGES = [
  'Wallet address does not match the chain',
  'Suspicious activity, please contact support',
  'Amount below the minimum withdrawal',
];
export const FEEDBACK_TYPES = ['General', 'Payment', 'Delivery', 'Technical', 'Account'];
export const FEEDBACK_MESSAGES = [
  'My last box opening did not show up in my inventory. Can you check?',
  'The deposit with USDT took more than an hour to arrive.',
  'Love the new Sneaker Box, please add more sizes!',
  'I cannot change my shipping address after ordering.',
  'The withdrawal page shows an error when I select Solana.',
  'Where is my order? The tracking number has not changed for a week.',
  'Great service, my package arrived in two days.',
  'Could you add a dark theme to the site?',
];
