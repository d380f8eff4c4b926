/** Indoor plants, part 2: flowering and air-purifying plants. Format: see parse.ts. */
export const INDOOR_FLOWERING = `
[flowering-plants]
@ orchid-white-phalaenopsis | PHA-WHT | bloom:orchid:#f7f3f7 | 95 | bright_indirect low moderate yes 60 cm | gift,bestseller,pet-friendly | sizes=12 cm;colours=white,sage;flags=featured
en White Moth Orchid | An elegant double-spike Phalaenopsis with pure white blooms that last for months. The go-to gift for every occasion.
fr Orchidée papillon blanche | Un élégant Phalaenopsis à deux hampes aux fleurs d'un blanc pur qui durent des mois. Le cadeau incontournable pour toutes les occasions.
ar أوركيد الفراشة الأبيض | فالينوبسيس أنيق بساقين زهريتين وأزهار بيضاء ناصعة تدوم لأشهر. الهدية المثالية لكل مناسبة.
@ orchid-pink-phalaenopsis | PHA-PNK | bloom:orchid:#d45aa0 | 95 | bright_indirect low moderate yes 60 cm | gift,pet-friendly | sizes=12 cm;colours=white,pink
en Pink Moth Orchid | Two arching spikes of vivid pink blooms on a compact plant. Water once a week by soaking the roots, then let it drain fully.
fr Orchidée papillon rose | Deux hampes arquées de fleurs rose vif sur une plante compacte. Arrosez une fois par semaine en trempant les racines, puis laissez bien égoutter.
ar أوركيد الفراشة الوردي | ساقان زهريتان مقوستان من الأزهار الوردية الزاهية على نبات مدمج. اسقه مرة أسبوعياً بغمر الجذور ثم اتركه حتى يتصفّى تماماً.
@ anthurium-red | ANT-RED | bloom:anthurium:#c8283a | 65 | bright_indirect moderate moderate no 50 cm | gift,air-purifying | colours=white,black
en Anthurium 'Red Champion' | Glossy, heart-shaped red flowers rise above dark green leaves almost all year round. A long-lasting alternative to cut flowers.
fr Anthurium 'Red Champion' | Des fleurs rouges brillantes en forme de cœur s'élèvent au-dessus d'un feuillage vert foncé presque toute l'année. Une alternative durable aux fleurs coupées.
ar أنثوريوم 'ريد تشامبيون' | أزهار حمراء لامعة على شكل قلب ترتفع فوق أوراق خضراء داكنة على مدار العام تقريباً. بديل يدوم طويلاً عن الزهور المقطوفة.
@ kalanchoe-orange | KAL-ORG | bloom:kalanchoe:#f07a3a | 30 | full_sun low easy no 30 cm | gift,beginner | sizes=12 cm
en Flaming Katy | Kalanchoe blossfeldiana covered in clusters of tiny orange flowers for weeks on end. A succulent, so it copes well with dry air.
fr Kalanchoé orange | Un Kalanchoe blossfeldiana couvert de bouquets de petites fleurs orange pendant des semaines. C'est une succulente, elle supporte donc bien l'air sec.
ar كالانشو البرتقالي | كالانشو بلوسفيلديانا مغطى بعناقيد من الأزهار البرتقالية الصغيرة لأسابيع متواصلة. نبات عصاري لذا يتحمّل الهواء الجاف جيداً.
@ gerbera-daisy | GER-JAM | bloom:gerbera:#f28a2e | 35 | full_sun moderate moderate yes 40 cm | gift,pet-friendly | sizes=12 cm
en Potted Gerbera | Big, cheerful daisies in sunny orange that brighten up a windowsill. Remove faded flowers to keep new buds coming.
fr Gerbera en pot | De grandes marguerites joyeuses d'un orange ensoleillé pour égayer un rebord de fenêtre. Retirez les fleurs fanées pour favoriser de nouveaux boutons.
ar جربيرا في أصيص | أزهار أقحوان كبيرة ومبهجة بلون برتقالي مشمس تضيء حافة النافذة. أزِل الأزهار الذابلة لتشجيع براعم جديدة.
@ guzmania-bromeliad | GUZ-RED | bloom:bromeliad:#e0413a | 55 | bright_indirect low easy yes 50 cm | pet-friendly,gift,new |
en Guzmania Bromeliad | A rosette of glossy leaves crowned with a flaming red bract that stays colourful for three months or more. Pour water into the central cup rather than the soil.
fr Guzmania | Une rosette de feuilles brillantes couronnée d'une bractée rouge flamboyant qui reste colorée trois mois ou plus. Versez l'eau dans le cœur de la rosette plutôt que dans le terreau.
ar غوزمانيا البروميلياد | وردة من الأوراق اللامعة تتوجها قنابة حمراء متوهجة تحتفظ بلونها ثلاثة أشهر أو أكثر. اسكب الماء في الكأس الوسطي بدلاً من التربة.
@ african-violet | SAI-ION | bloom:violet:#7d4fb8 | 25 | medium moderate moderate yes 20 cm | pet-friendly,gift | sizes=9 cm,12 cm
en African Violet | Velvety leaves and clusters of purple flowers that bloom on and off all year. Water from below to keep the leaves dry.
fr Violette africaine | Des feuilles veloutées et des bouquets de fleurs violettes qui refleurissent toute l'année. Arrosez par en dessous pour garder les feuilles sèches.
ar البنفسج الأفريقي | أوراق مخملية وعناقيد من الأزهار البنفسجية تتفتح مراراً طوال العام. اسقه من الأسفل لتبقى الأوراق جافة.
@ cyclamen-pink | CYC-PER | bloom:cyclamen:#e0457b | 30 | bright_indirect moderate moderate no 25 cm | gift | sizes=12 cm
en Cyclamen | Swept-back pink flowers like butterflies above marbled, heart-shaped leaves. A winter favourite that loves a cool room.
fr Cyclamen | Des fleurs roses aux pétales relevés comme des papillons au-dessus de feuilles marbrées en forme de cœur. Un favori de l'hiver qui aime les pièces fraîches.
ar بخور مريم | أزهار وردية ذات بتلات مرفوعة كالفراشات فوق أوراق مرمرية على شكل قلب. نبات شتوي محبوب يفضّل الغرف الباردة.
@ desert-rose-adenium | ADE-OBE | bloom:adenium:#e75b8a | 75 | full_sun low easy no 1 m | heat-tolerant,statement | sizes=17 cm,24 cm
en Desert Rose | Adenium obesum with a sculpted, swollen trunk and trumpet-shaped pink flowers. Native to Arabia and Africa, it adores heat and sunshine.
fr Rose du désert | Un Adenium obesum au tronc renflé et sculptural et aux fleurs roses en trompette. Originaire d'Arabie et d'Afrique, il adore la chaleur et le soleil.
ar وردة الصحراء | أدينيوم أوبيسوم بجذع منتفخ منحوت وأزهار وردية على شكل بوق. موطنه شبه الجزيرة العربية وأفريقيا، ويعشق الحرارة والشمس.
@ mini-rose | ROS-MIN | bush:rose:#e5486a | 45 | full_sun moderate moderate yes 35 cm | gift,fragrant | sizes=12 cm;colours=white,pink
en Miniature Rose | A compact rose bush smothered in small, lightly scented blooms. Enjoy it indoors on a sunny sill, then move it to a balcony in winter.
fr Rosier miniature | Un petit rosier couvert de fleurs délicatement parfumées. Profitez-en à l'intérieur sur un rebord ensoleillé, puis installez-le sur le balcon en hiver.
ar ورد مصغّر | شجيرة ورد مدمجة مغطاة بأزهار صغيرة ذات عطر خفيف. استمتع بها في الداخل على نافذة مشمسة ثم انقلها إلى الشرفة في الشتاء.

[air-purifying]
@ snake-plant-laurentii | SAN-LAU | snake | 45 | low low easy no 1.2 m | bestseller,low-light,beginner,air-purifying | colours=white,black,terracotta,sage;flags=featured
en Snake Plant 'Laurentii' | Upright, sword-like leaves edged in gold that release oxygen at night. Practically unkillable and happy in a dim corner.
fr Sansevieria 'Laurentii' | Des feuilles dressées comme des épées, bordées d'or, qui libèrent de l'oxygène la nuit. Pratiquement indestructible et heureuse dans un coin sombre.
ar نبات الثعبان 'لورنتي' | أوراق قائمة كالسيوف بحواف ذهبية تطلق الأكسجين ليلاً. لا يكاد يموت ويرضى بزاوية خافتة الإضاءة.
@ snake-plant-zeylanica | SAN-ZEY | snake:plain | 40 | low low easy no 1 m | low-light,beginner,air-purifying |
en Snake Plant 'Zeylanica' | Dark green blades banded with silver-grey stripes, perfect for bedrooms and offices. Water only when the soil is bone dry.
fr Sansevieria 'Zeylanica' | Des lames vert foncé zébrées de gris argenté, parfaites pour les chambres et les bureaux. Arrosez seulement quand le terreau est totalement sec.
ar نبات الثعبان 'زيلانيكا' | شفرات خضراء داكنة مخططة بخطوط رمادية فضية، مثالية لغرف النوم والمكاتب. اسقه فقط عندما تجف التربة تماماً.
@ peace-lily | SPA-WAL | paddle:peace | 45 | medium moderate easy no 70 cm | air-purifying,low-light,bestseller | colours=white,sage,black
en Peace Lily | Glossy dark leaves and elegant white flowers, and it droops visibly when thirsty so you always know when to water. A NASA-listed air purifier.
fr Spathiphyllum | Des feuilles sombres et brillantes, d'élégantes fleurs blanches, et une plante qui s'affaisse quand elle a soif : vous savez toujours quand arroser. Un purificateur d'air reconnu par la NASA.
ar زنبق السلام | أوراق داكنة لامعة وأزهار بيضاء أنيقة، وينحني بوضوح عندما يعطش فتعرف دائماً موعد الري. من منقيات الهواء في قائمة ناسا.
@ golden-pothos | EPI-AUR | trail:pothos | 35 | low moderate easy no 3 m trailing | beginner,low-light,hanging,air-purifying,bestseller |
en Golden Pothos | Heart-shaped leaves marbled with gold on fast-growing vines. Let it trail from a shelf or train it up a moss pole.
fr Pothos doré | Des feuilles en cœur marbrées d'or sur des tiges à croissance rapide. Laissez-le retomber d'une étagère ou guidez-le sur un tuteur en mousse.
ar البوتس الذهبي | أوراق على شكل قلب مرمرية بالذهبي على سيقان سريعة النمو. اتركه يتدلى من رف أو وجّهه على دعامة من الطحلب.
@ spider-plant | CHL-COM | spiky:spider | 30 | bright_indirect moderate easy yes 50 cm | pet-friendly,beginner,hanging,air-purifying |
en Spider Plant | Arching green-and-white striped leaves and dangling baby plantlets. Safe for pets and one of the best air-cleaning plants.
fr Plante araignée | Des feuilles arquées rayées de vert et de blanc et des petits rejets suspendus. Sans danger pour les animaux et l'une des meilleures plantes dépolluantes.
ar نبات العنكبوت | أوراق مقوسة مخططة بالأخضر والأبيض ونبتات صغيرة متدلية. آمن على الحيوانات الأليفة ومن أفضل النباتات المنقية للهواء.
@ areca-palm | DYP-LUT | pinnate:palm | 95 | bright_indirect moderate easy yes 2 m | pet-friendly,air-purifying | sizes=17 cm,24 cm,30 cm;flags=big
en Areca Palm | Feathery, golden-green fronds on clustered canes, bringing a tropical, airy feel. One of the most effective natural humidifiers.
fr Palmier Areca | Des palmes plumeuses vert doré sur des tiges groupées, pour une ambiance tropicale et aérienne. L'un des humidificateurs naturels les plus efficaces.
ar نخلة الأريكا | سعف ريشي أخضر ذهبي على سيقان متجمعة يضفي أجواء استوائية منعشة. من أكثر مرطبات الهواء الطبيعية فعالية.
@ dracaena-marginata | DRA-MAR | spiky:dracaena | 85 | bright_indirect low easy no 2 m | air-purifying,statement | sizes=17 cm,24 cm,30 cm;flags=big
en Dragon Tree | Dracaena marginata with slender, red-edged leaves on tall, elegant canes. A striking architectural plant for modern interiors.
fr Dragonnier | Un Dracaena marginata aux feuilles fines bordées de rouge sur de hautes tiges élégantes. Une plante architecturale saisissante pour les intérieurs modernes.
ar شجرة التنين | دراسينا مارجيناتا بأوراق رفيعة ذات حواف حمراء على سيقان طويلة أنيقة. نبات معماري لافت للديكورات العصرية.
@ parlour-palm | CHA-ELE | pinnate:palm | 40 | low moderate easy yes 1 m | pet-friendly,low-light,beginner |
en Parlour Palm | A compact palm that has graced homes since Victorian times and tolerates low light. Great on a side table or in a bright bathroom.
fr Palmier nain | Un palmier compact qui orne les maisons depuis l'époque victorienne et tolère le manque de lumière. Parfait sur une console ou dans une salle de bain lumineuse.
ar نخلة الصالون | نخلة مدمجة تزيّن البيوت منذ العصر الفيكتوري وتتحمّل الضوء المنخفض. رائعة على طاولة جانبية أو في حمام مضيء.
@ english-ivy | HED-HEL | trail:ivy | 30 | medium moderate moderate no 2 m trailing | hanging,air-purifying |
en English Ivy | Classic trailing ivy with small, lobed dark leaves, great in hanging pots or trained around a hoop. Likes cooler rooms and regular misting.
fr Lierre commun | Le lierre retombant classique aux petites feuilles lobées vert foncé, idéal en suspension ou palissé sur un cerceau. Il apprécie les pièces fraîches et les brumisations régulières.
ar اللبلاب الإنجليزي | لبلاب متدلٍ كلاسيكي بأوراق صغيرة مفصصة داكنة، رائع في الأصص المعلقة أو ملفوفاً حول طوق. يحب الغرف الباردة والرش المنتظم.
@ philodendron-xanadu | THA-XAN | monstera | 70 | bright_indirect moderate easy no 1 m | air-purifying,new | colours=black,sage
en Philodendron 'Xanadu' | A compact, clumping philodendron with deeply lobed, glossy leaves. Gives a lush tropical look without taking over the room.
fr Philodendron 'Xanadu' | Un philodendron compact et touffu aux feuilles brillantes profondément lobées. Un look tropical luxuriant sans envahir la pièce.
ar فيلوديندرون 'زانادو' | فيلوديندرون مدمج كثيف بأوراق لامعة عميقة التفصيص. يمنح مظهراً استوائياً غنياً دون أن يطغى على المكان.
`;
