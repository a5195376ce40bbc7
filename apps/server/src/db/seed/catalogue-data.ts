/**
 * The demo catalogue: fixed data, so every fresh install shows the same store. Descriptions are
 * plain sentences ending in full stops, with no other full stops (the product page splits on
 * them, SPEC §2), so no version numbers or file extensions in them.
 */

export type CategoryName = 'Motion Graphics' | 'Video Editing' | 'Photo Editing' | 'Colour Grading';

export interface CategorySeed {
  name: CategoryName;
  /** Gradient hues for generated images. */
  hue: number;
  accentHue: number;
}

export const CATEGORIES: readonly CategorySeed[] = [
  { name: 'Motion Graphics', hue: 268, accentHue: 320 },
  { name: 'Video Editing', hue: 214, accentHue: 188 },
  { name: 'Photo Editing', hue: 24, accentHue: 350 },
  { name: 'Colour Grading', hue: 178, accentHue: 28 },
];

export interface SubCategorySeed {
  name: string;
  categories: readonly CategoryName[];
  /** The tool's compatibility sentence in product descriptions. */
  worksWith: string;
}

export const SUB_CATEGORIES: readonly SubCategorySeed[] = [
  {
    name: 'After Effects',
    categories: ['Motion Graphics', 'Video Editing'],
    worksWith: 'Works with After Effects CC 2020 and newer, with no third-party plugins required.',
  },
  {
    name: 'Premiere Pro',
    categories: ['Video Editing', 'Colour Grading'],
    worksWith:
      'Works with Premiere Pro CC 2020 and newer through the Essential Graphics and Lumetri panels.',
  },
  {
    name: 'DaVinci Resolve',
    categories: ['Video Editing', 'Colour Grading'],
    worksWith: 'Works with DaVinci Resolve 17 and newer, in both the free version and Studio.',
  },
  {
    name: 'Final Cut Pro',
    categories: ['Video Editing', 'Colour Grading'],
    worksWith: 'Works with Final Cut Pro on macOS Monterey and newer.',
  },
  {
    name: 'CapCut',
    categories: ['Video Editing', 'Motion Graphics'],
    worksWith: 'Works with CapCut on Android, iPhone and desktop.',
  },
  {
    name: 'Filmora',
    categories: ['Video Editing'],
    worksWith: 'Works with Wondershare Filmora 12 and newer on Windows and Mac.',
  },
  {
    name: 'VN Editor',
    categories: ['Video Editing'],
    worksWith: 'Works with the free VN Video Editor app on Android and iPhone.',
  },
  {
    name: 'Alight Motion',
    categories: ['Motion Graphics'],
    worksWith: 'Works with Alight Motion on Android and iPhone, including the free plan.',
  },
  {
    name: 'Blender',
    categories: ['Motion Graphics'],
    worksWith: 'Works with Blender 3 and newer using the built-in Cycles and Eevee renderers.',
  },
  {
    name: 'Photoshop',
    categories: ['Photo Editing'],
    worksWith: 'Works with Photoshop CC 2019 and newer in English and every other language.',
  },
  {
    name: 'Lightroom',
    categories: ['Photo Editing', 'Colour Grading'],
    worksWith: 'Works with Lightroom Classic, Lightroom desktop and the free Lightroom mobile app.',
  },
  {
    name: 'Canva',
    categories: ['Photo Editing', 'Motion Graphics'],
    worksWith: 'Opens straight in Canva, and every template works on the free plan.',
  },
  {
    name: 'Illustrator',
    categories: ['Photo Editing', 'Motion Graphics'],
    worksWith:
      'Works with Illustrator CS6 and newer, and the vectors open in Affinity Designer too.',
  },
  {
    name: 'Snapseed',
    categories: ['Photo Editing'],
    worksWith: 'Scan the QR looks with the free Snapseed app on Android or iPhone.',
  },
];

export type ProductKind =
  | 'lut'
  | 'preset'
  | 'template'
  | 'transition'
  | 'overlay'
  | 'graphics'
  | 'action'
  | 'scene';

export interface ProductSeed {
  name: string;
  category: CategoryName;
  subCategory: string;
  kind: ProductKind;
  unit: string;
  /** The opening sentence, specific to the product. */
  blurb: string;
}

const p = (
  name: string,
  category: CategoryName,
  subCategory: string,
  kind: ProductKind,
  unit: string,
  blurb: string,
): ProductSeed => ({ name, category, subCategory, kind, unit, blurb });

export const PRODUCTS: readonly ProductSeed[] = [
  // Motion Graphics
  p(
    'Glitch Logo Reveal',
    'Motion Graphics',
    'After Effects',
    'template',
    '1 project (.aep)',
    'A punchy digital glitch reveal that turns any logo into a ten second opener.',
  ),
  p(
    'Kinetic Typography Pack',
    'Motion Graphics',
    'After Effects',
    'template',
    '40 title animations',
    'Forty bold text animations for lyric videos, promos and explainers.',
  ),
  p(
    'Liquid Motion Elements',
    'Motion Graphics',
    'After Effects',
    'graphics',
    '120 animated elements',
    'Fluid blobs, drops and splashes that add an organic feel to flat motion design.',
  ),
  p(
    'Social Media Story Templates',
    'Motion Graphics',
    'After Effects',
    'template',
    '30 templates',
    'Vertical story templates sized for Instagram, YouTube Shorts and WhatsApp status.',
  ),
  p(
    'Alight Motion Shake Presets',
    'Motion Graphics',
    'Alight Motion',
    'preset',
    '45 presets',
    'Camera shakes, zoom punches and wobbles for beat-synced edits on your phone.',
  ),
  p(
    'Velocity Edit Starter Kit',
    'Motion Graphics',
    'Alight Motion',
    'preset',
    '1 pack',
    'Everything you need for smooth velocity edits, from speed ramps to motion blur.',
  ),
  p(
    'Neon Text Animations',
    'Motion Graphics',
    'Alight Motion',
    'template',
    '25 presets',
    'Glowing neon titles that flicker on like real signboards.',
  ),
  p(
    'CapCut Beat Sync Templates',
    'Motion Graphics',
    'CapCut',
    'template',
    '20 templates',
    'Drop in your clips and the cuts land on the beat automatically.',
  ),
  p(
    'Anime Speed Lines Overlay Pack',
    'Motion Graphics',
    'CapCut',
    'overlay',
    '60 overlays (.mp4)',
    'Hand-drawn speed lines and impact frames for anime style edits.',
  ),
  p(
    'Animated Reels Covers',
    'Motion Graphics',
    'Canva',
    'template',
    '36 templates',
    'Eye-catching animated covers that keep your Reels grid consistent.',
  ),
  p(
    'YouTube Intro Templates for Canva',
    'Motion Graphics',
    'Canva',
    'template',
    '15 templates',
    'Short, clean channel intros you can brand in a few minutes.',
  ),
  p(
    'Hand-Drawn Doodle Icons',
    'Motion Graphics',
    'Illustrator',
    'graphics',
    '300 icons (.ai, .svg)',
    'Three hundred playful doodles of arrows, stars, hearts and scribbles.',
  ),
  p(
    'Retro Badge and Logo Kit',
    'Motion Graphics',
    'Illustrator',
    'graphics',
    '48 badges',
    'Vintage badges and emblems with editable text and textures.',
  ),
  p(
    '3D Abstract Loop Backgrounds',
    'Motion Graphics',
    'Blender',
    'scene',
    '24 loops (4K .mp4)',
    'Seamless abstract loops of glass, chrome and soft gradients.',
  ),
  p(
    'Low-Poly Product Mockup Scenes',
    'Motion Graphics',
    'Blender',
    'scene',
    '10 scenes (.blend)',
    'Stylised studio scenes for presenting apps, bottles and boxes.',
  ),
  p(
    'Isometric City Animation Kit',
    'Motion Graphics',
    'Blender',
    'scene',
    '1 project (.blend)',
    'A modular isometric city with animated traffic, trains and day to night lighting.',
  ),

  // Video Editing
  p(
    'Glitch Transitions for Premiere Pro',
    'Video Editing',
    'Premiere Pro',
    'transition',
    '80 transitions (.mogrt)',
    'Eighty RGB split, pixel sort and datamosh transitions you can drag between clips.',
  ),
  p(
    'Smooth Zoom Transitions Pack',
    'Video Editing',
    'Premiere Pro',
    'transition',
    '50 presets',
    'Zoom, spin and whip transitions with built-in motion blur.',
  ),
  p(
    'Wedding Title Templates',
    'Video Editing',
    'Premiere Pro',
    'template',
    '24 titles (.mogrt)',
    'Elegant serif and script titles for wedding films and save the date videos.',
  ),
  p(
    'Documentary Lower Thirds',
    'Video Editing',
    'Premiere Pro',
    'template',
    '30 lower thirds',
    'Understated name tags and location captions for interviews and documentaries.',
  ),
  p(
    'Seamless Transitions for DaVinci Resolve',
    'Video Editing',
    'DaVinci Resolve',
    'transition',
    '60 transitions',
    'Sixty seamless transitions built as Fusion macros.',
  ),
  p(
    'YouTube Subscribe Button Pack',
    'Video Editing',
    'DaVinci Resolve',
    'graphics',
    '12 animations',
    'Animated subscribe, like and bell reminders in light and dark styles.',
  ),
  p(
    'Final Cut Pro Title Pack',
    'Video Editing',
    'Final Cut Pro',
    'template',
    '40 titles',
    'Modern titles with on-screen controls for colour, size and timing.',
  ),
  p(
    'Vlog Essentials for Final Cut Pro',
    'Video Editing',
    'Final Cut Pro',
    'template',
    '1 pack',
    'Titles, call-outs and transitions designed for daily vlogs.',
  ),
  p(
    'Split Screen Layouts',
    'Video Editing',
    'Final Cut Pro',
    'template',
    '18 layouts',
    'Two, three and four way split screens with animated borders.',
  ),
  p(
    'CapCut Travel Vlog Templates',
    'Video Editing',
    'CapCut',
    'template',
    '15 templates',
    'Map reveals, location titles and quick cuts for travel stories.',
  ),
  p(
    'Trending Reels Transition Pack',
    'Video Editing',
    'CapCut',
    'transition',
    '40 transitions',
    'The transitions everyone is using on Reels this season, ready to apply.',
  ),
  p(
    'Filmora Wedding Effects Pack',
    'Video Editing',
    'Filmora',
    'overlay',
    '1 pack',
    'Petal falls, bokeh sparkles and golden frames for wedding highlights.',
  ),
  p(
    'Filmora Gaming Overlays',
    'Video Editing',
    'Filmora',
    'overlay',
    '35 overlays',
    'Webcam frames, alerts and kill-feed style captions for gameplay videos.',
  ),
  p(
    'VN Editor Slow-Motion Presets',
    'Video Editing',
    'VN Editor',
    'preset',
    '20 presets',
    'Smooth speed curves that slow the action exactly where it matters.',
  ),
  p(
    'VN Editor Cinematic Bars and Titles',
    'Video Editing',
    'VN Editor',
    'template',
    '1 pack',
    'Letterbox bars, film titles and credits for a big screen feel on mobile.',
  ),
  p(
    'Camera Shake Presets for After Effects',
    'Video Editing',
    'After Effects',
    'preset',
    '30 presets (.ffx)',
    'Handheld, earthquake and impact shakes you can dial up or down.',
  ),

  // Photo Editing
  p(
    'Moody Lightroom Presets Vol. 2',
    'Photo Editing',
    'Lightroom',
    'preset',
    '24 presets (.xmp + .dng)',
    'Deep shadows, muted greens and warm skin tones for moody portraits and streets.',
  ),
  p(
    'Indian Wedding Lightroom Presets',
    'Photo Editing',
    'Lightroom',
    'preset',
    '30 presets (.xmp + .dng)',
    'Rich reds, true golds and flattering skin tones for haldi, mehendi and reception shoots.',
  ),
  p(
    'Golden Hour Portrait Presets',
    'Photo Editing',
    'Lightroom',
    'preset',
    '18 presets',
    'Warm, glowing tones that make every portrait look like it was shot at sunset.',
  ),
  p(
    'Travel Diaries Mobile Presets',
    'Photo Editing',
    'Lightroom',
    'preset',
    '20 presets (.dng)',
    'Bright, airy looks for beaches, mountains and city walks.',
  ),
  p(
    'Double Exposure Photoshop Action',
    'Photo Editing',
    'Photoshop',
    'action',
    '1 action (.atn)',
    'Blend a portrait and a landscape into an artistic double exposure in one click.',
  ),
  p(
    'Skin Retouching Action Set',
    'Photo Editing',
    'Photoshop',
    'action',
    '12 actions (.atn)',
    'Frequency separation, dodge and burn and blemish clean-up set up for you.',
  ),
  p(
    'Dispersion Effect Action',
    'Photo Editing',
    'Photoshop',
    'action',
    '1 action (.atn)',
    'Break your subject into flying particles with a fully editable result.',
  ),
  p(
    'Poster Mockup Bundle',
    'Photo Editing',
    'Photoshop',
    'graphics',
    '15 mockups (.psd)',
    'Realistic poster and frame mockups with smart objects and natural shadows.',
  ),
  p(
    'Film Grain and Dust Overlays',
    'Photo Editing',
    'Photoshop',
    'overlay',
    '50 overlays (.png)',
    'Scanned grain, dust and scratches for an honest analogue finish.',
  ),
  p(
    'Dramatic Sky Overlays',
    'Photo Editing',
    'Photoshop',
    'overlay',
    '40 skies (.jpg)',
    'High resolution sunsets, storms and starry skies for sky replacement.',
  ),
  p(
    'Instagram Carousel Templates',
    'Photo Editing',
    'Canva',
    'template',
    '40 templates',
    'Swipe-worthy carousel layouts for tips, launches and before and after posts.',
  ),
  p(
    'Festive Diwali Social Post Kit',
    'Photo Editing',
    'Canva',
    'template',
    '32 templates',
    'Diyas, rangoli borders and warm festive palettes for Diwali greetings and offers.',
  ),
  p(
    'Vector Frame and Border Pack',
    'Photo Editing',
    'Illustrator',
    'graphics',
    '120 frames (.ai, .eps)',
    'Ornamental, geometric and hand-drawn frames for invitations and posts.',
  ),
  p(
    'Snapseed Street Photography Looks',
    'Photo Editing',
    'Snapseed',
    'preset',
    '15 QR looks',
    'Contrasty, gritty looks for candid street photography.',
  ),
  p(
    'Snapseed Portrait Glow Looks',
    'Photo Editing',
    'Snapseed',
    'preset',
    '10 QR looks',
    'Soft glow and gentle skin smoothing for natural portraits.',
  ),
  p(
    'Snapseed Monsoon Moods',
    'Photo Editing',
    'Snapseed',
    'preset',
    '12 QR looks',
    'Cool, rain-washed tones that bring out the green of the monsoon.',
  ),

  // Colour Grading
  p(
    'Cinematic Teal & Orange LUT Pack',
    'Colour Grading',
    'DaVinci Resolve',
    'lut',
    '50 LUTs (.cube)',
    'The blockbuster look of teal shadows and warm skin, in fifty strengths.',
  ),
  p(
    'Bollywood Film Look LUTs',
    'Colour Grading',
    'DaVinci Resolve',
    'lut',
    '36 LUTs (.cube)',
    'Vibrant, glossy grades inspired by big Hindi film song sequences.',
  ),
  p(
    'Vintage Kodak Film Emulation LUTs',
    'Colour Grading',
    'DaVinci Resolve',
    'lut',
    '24 LUTs (.cube)',
    'Faithful emulations of classic motion picture and still film stocks.',
  ),
  p(
    'S-Log3 to Rec709 Conversion LUTs',
    'Colour Grading',
    'DaVinci Resolve',
    'lut',
    '12 LUTs (.cube)',
    'Accurate technical conversions for Sony S-Log3 footage as a grading base.',
  ),
  p(
    'DaVinci Resolve PowerGrade Collection',
    'Colour Grading',
    'DaVinci Resolve',
    'preset',
    '20 PowerGrades (.drx)',
    'Complete node trees you can study, tweak and reuse on any project.',
  ),
  p(
    'Monochrome Film Grain LUTs',
    'Colour Grading',
    'DaVinci Resolve',
    'lut',
    '10 LUTs (.cube)',
    'Rich black and white conversions with tasteful grain and contrast.',
  ),
  p(
    'Moody Green Cinematic LUTs',
    'Colour Grading',
    'Premiere Pro',
    'lut',
    '30 LUTs (.cube)',
    'Desaturated greens and dense blacks for thrillers and short films.',
  ),
  p(
    'Wedding Film LUT Collection',
    'Colour Grading',
    'Premiere Pro',
    'lut',
    '40 LUTs (.cube)',
    'Soft pastel and rich classic grades that keep skin tones true.',
  ),
  p(
    'Drone Footage LUTs',
    'Colour Grading',
    'Premiere Pro',
    'lut',
    '25 LUTs (.cube)',
    'Punchy grades made for aerial footage from DJI and other drones.',
  ),
  p(
    'Night City Neon LUTs',
    'Colour Grading',
    'Premiere Pro',
    'lut',
    '20 LUTs (.cube)',
    'Magenta and cyan night grades for street lights, signboards and rain.',
  ),
  p(
    'Final Cut Pro Color Presets',
    'Colour Grading',
    'Final Cut Pro',
    'preset',
    '32 presets',
    'One-click colour board presets for quick, consistent grades.',
  ),
  p(
    'iPhone Footage Color Pack',
    'Colour Grading',
    'Final Cut Pro',
    'lut',
    '18 LUTs (.cube)',
    'Grades tuned for iPhone video, from standard to Apple Log.',
  ),
  p(
    'Desert Warm Tones LUTs',
    'Colour Grading',
    'Final Cut Pro',
    'lut',
    '15 LUTs (.cube)',
    'Sun-baked oranges and dusty highlights inspired by Rajasthan road trips.',
  ),
  p(
    'Pastel Dream Lightroom Presets',
    'Colour Grading',
    'Lightroom',
    'preset',
    '20 presets (.xmp + .dng)',
    'Soft pastel tones for lifestyle, food and flat lay photos.',
  ),
  p(
    'Black and White Noir Presets',
    'Colour Grading',
    'Lightroom',
    'preset',
    '16 presets',
    'Deep, contrasty monochrome conversions inspired by film noir.',
  ),
  p(
    'Teal & Orange Lightroom Presets',
    'Colour Grading',
    'Lightroom',
    'preset',
    '22 presets',
    'The cinematic teal and orange look for stills, matched to our video LUTs.',
  ),
];

/** The second sentence, by kind. */
export const KIND_SENTENCES: Record<ProductKind, readonly string[]> = {
  lut: [
    'Each LUT is built for footage already converted to Rec709, so it lands well on phone and camera clips alike.',
    'Apply a LUT on an adjustment layer and lower its opacity to dial in the strength.',
    'Every look was graded on real footage shot in Indian daylight, tungsten and night conditions.',
  ],
  preset: [
    'Each preset adjusts tone, colour and grain together, and everything stays editable afterwards.',
    'Apply one click, then fine-tune exposure and white balance to suit your shot.',
    'The presets were tested on portraits, landscapes and indoor shots to keep results consistent.',
  ],
  template: [
    'Every text layer, colour and duration can be changed without touching keyframes.',
    'Replace the placeholders, type your text and render.',
    'Layouts are provided in vertical, square and widescreen formats.',
  ],
  transition: [
    'Drag a transition onto the cut and it adapts to the length you set.',
    'Every transition includes sound effects that match its movement.',
    'They work at any resolution from vertical Reels to 4K widescreen.',
  ],
  overlay: [
    'Set the blend mode to screen or overlay and the background disappears.',
    'Every file is high resolution, so it holds up in 4K projects.',
    'Layer several overlays together to build your own custom looks.',
  ],
  graphics: [
    'Everything is vector or high resolution and recolours in seconds.',
    'Files are neatly organised and named so you find the right element fast.',
    'Use them in videos, thumbnails, posters and social posts.',
  ],
  action: [
    'Run the action on your photo and it builds a layered, editable result.',
    'A short guide explains each step and how to customise it.',
    'Works on photos of any size, though at least two thousand pixels wide gives the best detail.',
  ],
  scene: [
    'Materials, lights and cameras are set up and ready to render.',
    'Swap in your own colours and objects in a few clicks.',
    'Render settings are tuned for a good balance of quality and speed.',
  ],
};

export const CLOSING_SENTENCES: readonly string[] = [
  'Includes a step by step PDF guide and a link to a video tutorial.',
  'Download once and keep free updates to this pack.',
  'Questions about installing it are answered by our support team within three business days.',
  'Made by editors in India for creators everywhere.',
];

export const LICENCE_SENTENCE =
  'Licensed for personal and commercial projects, including client work and monetised videos.';

/**
 * Blender Foundation open movies (Creative Commons) on their official channel: real, public
 * embeds, used as the product preview video (the page loads it only on click).
 */
export const PREVIEW_VIDEO_IDS: readonly string[] = [
  'aqz-KE-bpKQ', // Big Buck Bunny
  'eRsGyueVLvQ', // Sintel
  'R6MlUcmOul8', // Tears of Steel
  'WhWc3b3KhnY', // Spring
  'Y-rmzh0PI3c', // Cosmos Laundromat
  'mN0zPOpADL4', // Agent 327
];

export interface BannerSeed {
  alt: string;
  /** The headline, line and button drawn over the image (decision 0030). */
  title: string;
  subtitle: string;
  buttonLabel: string;
  linkUrl: string;
  hue: number;
  accentHue: number;
  motif: 'lut' | 'template' | 'preset';
}

export const BANNERS: readonly BannerSeed[] = [
  {
    alt: 'Colour wheels and film strips in teal and orange',
    title: 'Cinematic LUT packs',
    subtitle: 'Film looks for DaVinci Resolve and Premiere Pro. DaVinci Resolve itself is free.',
    buttonLabel: 'Get DaVinci Resolve',
    linkUrl: 'https://www.blackmagicdesign.com/products/davinciresolve',
    hue: 178,
    accentHue: 28,
    motif: 'lut',
  },
  {
    alt: 'Animated title cards and transition shapes in violet',
    title: 'Motion graphics templates',
    subtitle: 'Titles, transitions and logo reveals for your next edit',
    buttonLabel: 'Browse templates',
    linkUrl: '/search?q=template',
    hue: 268,
    accentHue: 320,
    motif: 'template',
  },
  {
    alt: 'Photo preset sliders over a warm sunset palette',
    title: 'Lightroom and Snapseed presets',
    subtitle: 'A look for every mood, on your phone or your desktop',
    buttonLabel: 'Browse presets',
    linkUrl: '/search?q=preset',
    hue: 24,
    accentHue: 350,
    motif: 'preset',
  },
];

export const PRICES: readonly number[] = [
  49, 99, 149, 199, 249, 299, 349, 399, 499, 599, 699, 799, 999, 1299, 1499, 1999,
];

/** Positions in PRODUCTS (spread across the four categories). */
export const FREE_PRODUCTS: readonly number[] = [3, 17, 29, 38, 50, 61];
export const OUT_OF_STOCK_PRODUCTS: readonly number[] = [9, 22, 44, 57];
export const DEAL_PRODUCTS: readonly number[] = [0, 7, 14, 20, 26, 33, 41, 47, 53, 59];
