"""Tool sets for held-out generations: small tools and questions that name them.

Each set: TOOLS_N (name -> function) and QUESTIONS_N ([(question, [tool names])]); the
questions are English and Chinese. New sets bring names and parameters the reader has not
met; add one rather than reuse an old one for a new batch.
"""

from typing import Literal

# ---- set 12: The twelfth tool set: flights, bike share, concert tickets, tides, clinics (plus calculate).


def flight_status(flight_number: str) -> str:
    """Current status of a flight by its number (e.g. CA981)."""
    return f"{flight_number.upper()}: departed 14:05, expected arrival 17:40, gate B12, on time"


def bike_share(station: str) -> str:
    """How many shared bikes and free docks a bike-share station has now."""
    n = sum(map(ord, station)) % 17
    return f"{station}: {n} bikes available, {20 - n} free docks"


def concert_tickets(artist: str, city: str) -> str:
    """Upcoming concerts of an artist in a city, with ticket prices."""
    return f"{artist} in {city}: 2027-03-14, tickets from 380 to 1280"


def tide_times(place: str, date: str) -> str:
    """High and low tide times at a coastal place on a date (YYYY-MM-DD)."""
    return f"{place} {date}: high tide 06:12 and 18:40, low tide 00:03 and 12:27"


def vaccine_clinic(city: str, vaccine: str) -> str:
    """Clinics in a city that offer a vaccine, with the next free appointment."""
    return f"{city}: 3 clinics offer {vaccine}; the earliest free slot is tomorrow 09:30"


def calculate(expression: str) -> str:
    """Evaluate an arithmetic expression, e.g. 3 * (4 + 5)."""
    try:
        return str(eval(expression, {"__builtins__": {}}, {}))
    except Exception as e:
        return f"error: {e}"


TOOLS_12 = {
    f.__name__: f
    for f in (flight_status, bike_share, concert_tickets, tide_times, vaccine_clinic, calculate)
}

QUESTIONS_12 = [
    ("Is flight CA981 on time?", ["flight_status", "calculate"]),
    (
        "How many bikes are left at the Central Park South bike station?",
        ["bike_share", "flight_status"],
    ),
    (
        "When does Taylor Swift play in Shanghai, and how much are tickets?",
        ["concert_tickets", "calculate"],
    ),
    ("What time is high tide in Brighton on 2026-12-05?", ["tide_times", "calculate"]),
    ("Where can I get a flu vaccine in Chengdu?", ["vaccine_clinic", "bike_share"]),
    (
        "Tickets for Coldplay in London cost 95 pounds each; what do 4 tickets cost, after checking the concert?",
        ["concert_tickets", "calculate"],
    ),
    (
        "If flight MU5101 lands at 17:40 and the drive takes 75 minutes, when do I get home?",
        ["flight_status", "calculate"],
    ),
    ("Compare the bikes at Xidan station and at Wangfujing station.", ["bike_share", "calculate"]),
    ("CA981 航班准点吗？", ["flight_status", "calculate"]),
    ("中关村地铁站旁的共享单车站还有几辆车？", ["bike_share", "tide_times"]),
    ("周杰伦在杭州的演唱会是哪天？票价多少？", ["concert_tickets", "calculate"]),
    ("2026-12-08 青岛什么时候涨潮？", ["tide_times", "flight_status"]),
    ("成都哪里可以打流感疫苗？", ["vaccine_clinic", "calculate"]),
    (
        "演唱会门票 680 元一张，买 3 张一共多少钱？先查一下五月天在北京的演唱会。",
        ["concert_tickets", "calculate"],
    ),
    ("查一下 MU5101 航班，再算一下 17:40 落地后加 75 分钟是几点。", ["flight_status", "calculate"]),
    (
        "明天去厦门赶海，请查 2026-12-02 厦门的潮汐，并告诉我最好几点出发。",
        ["tide_times", "calculate"],
    ),
]

# ---- set 13: The thirteenth tool set: power bills, pet adoption, marathon results, museums, lost property.


def power_bill(account_id: str, month: str) -> str:
    """The electricity bill of an account for a month (YYYY-MM)."""
    return f"account {account_id}, {month}: 312 kWh, 186.40 yuan, due on the 20th"


def pet_adoption(city: str, species: str) -> str:
    """Animals available for adoption in a city (species: dog, cat, rabbit...)."""
    return f"{city}: 4 {species}s available; the youngest is 3 months old"


def marathon_result(runner_name: str, race: str) -> str:
    """A runner's finishing time and place in a race."""
    return f"{runner_name} in {race}: 3:41:27, place 2,318"


def museum_hours(museum: str) -> str:
    """Opening hours and ticket price of a museum."""
    return f"{museum}: open 9:00-17:00, closed Mondays, tickets 60"


def lost_property(item: str, station: str) -> str:
    """Search the lost-property office of a station for an item."""
    return f"{station}: one {item} handed in yesterday at 18:20, ask at counter 3"


TOOLS_13 = {
    f.__name__: f
    for f in (power_bill, pet_adoption, marathon_result, museum_hours, lost_property, calculate)
}

QUESTIONS_13 = [
    (
        "How much is the November 2026 power bill for account 5521-0937?",
        ["power_bill", "calculate"],
    ),
    ("Are there any cats up for adoption in Portland?", ["pet_adoption", "museum_hours"]),
    ("What was Li Wei's time in the 2026 Berlin Marathon?", ["marathon_result", "calculate"]),
    ("When is the Louvre open, and what does a ticket cost?", ["museum_hours", "lost_property"]),
    (
        "I left my umbrella at King's Cross yesterday; has anyone handed it in?",
        ["lost_property", "museum_hours"],
    ),
    (
        "If the October bill of account 5521-0937 was 160 yuan, how much more is November's?",
        ["power_bill", "calculate"],
    ),
    (
        "Museum tickets are 60 each; what do 5 tickets for the British Museum cost? Check its price first.",
        ["museum_hours", "calculate"],
    ),
    (
        "How many minutes is Li Wei's Berlin Marathon time of 3:41:27?",
        ["marathon_result", "calculate"],
    ),
    ("账户 5521-0937 的 2026 年 11 月电费是多少？", ["power_bill", "calculate"]),
    ("上海现在有哪些狗狗可以领养？", ["pet_adoption", "lost_property"]),
    ("张伟在 2026 年北京马拉松跑了多少时间？", ["marathon_result", "calculate"]),
    ("故宫博物院几点开门？门票多少钱？", ["museum_hours", "pet_adoption"]),
    ("我昨天把背包落在虹桥火车站了，有人捡到吗？", ["lost_property", "museum_hours"]),
    (
        "门票 60 元一张，一家四口去国家博物馆要花多少钱？先查一下票价。",
        ["museum_hours", "calculate"],
    ),
    ("11 月电费 186.4 元，比 10 月的 150 元多了百分之几？", ["power_bill", "calculate"]),
    ("广州有可以领养的兔子吗？如果有，最小的几个月大？", ["pet_adoption", "calculate"]),
]

# ---- set 14: The fourteenth tool set: parcels, currency, library loans, parking, recipes (typed, multi-argument).


def track_parcel(tracking_number: str) -> str:
    """Where a parcel is now and when it should arrive."""
    return f"{tracking_number}: at the Hangzhou sorting centre, expected on 3 December"


def convert_currency(amount: float, from_currency: str, to_currency: str) -> str:
    """Convert an amount between currencies (ISO codes such as USD, CNY, EUR)."""
    return f"{amount} {from_currency} = {round(float(amount) * 7.1, 2)} {to_currency}"


def library_loans(card_number: str, overdue_only: bool = False) -> str:
    """Books on loan to a library card; overdue_only lists only late ones."""
    return f"card {card_number}: 'Dune' due 2026-12-04, 'Ficciones' overdue since 2026-11-20"


def parking_spaces(district: str, hours: int) -> str:
    """Free parking spaces in a district and the price for a number of hours."""
    return f"{district}: 37 free spaces, {hours} h costs {hours * 8} yuan"


def recipe_search(dish: str, servings: int = 2) -> str:
    """A recipe for a dish scaled to a number of servings."""
    return f"{dish} for {servings}: 400 g flour, 3 eggs, 30 minutes"


TOOLS_14 = {
    f.__name__: f
    for f in (
        track_parcel,
        convert_currency,
        library_loans,
        parking_spaces,
        recipe_search,
        calculate,
    )
}

QUESTIONS_14 = [
    ("Where is my parcel SF1402938877 right now?", ["track_parcel", "calculate"]),
    ("How much is 250 US dollars in Chinese yuan?", ["convert_currency", "calculate"]),
    ("Which of my library books (card 88-1204) are overdue?", ["library_loans", "track_parcel"]),
    (
        "Is there parking in Xuhui for 3 hours, and what does it cost?",
        ["parking_spaces", "calculate"],
    ),
    ("Give me a pancake recipe for 6 people.", ["recipe_search", "convert_currency"]),
    (
        "I need 2 hours of parking in Jing'an; how much will 5 days of that cost in total?",
        ["parking_spaces", "calculate"],
    ),
    (
        "Convert 1,200 euros to yuan and tell me what half of it is.",
        ["convert_currency", "calculate"],
    ),
    (
        "What books do I have out on card 88-1204, and when are they due?",
        ["library_loans", "recipe_search"],
    ),
    ("帮我查一下快递 YT7788123456 到哪儿了？", ["track_parcel", "calculate"]),
    ("500 欧元能换多少人民币？", ["convert_currency", "calculate"]),
    ("我的借书卡 66-0931 有没有逾期的书？", ["library_loans", "track_parcel"]),
    ("徐家汇停 4 个小时车要多少钱？还有空位吗？", ["parking_spaces", "calculate"]),
    ("给我一个 4 人份的红烧肉做法。", ["recipe_search", "parking_spaces"]),
    ("静安区停车 2 小时，一周 5 天一共多少钱？", ["parking_spaces", "calculate"]),
    ("把 300 美元换成人民币，再平分给 3 个人，每人多少？", ["convert_currency", "calculate"]),
    ("我的快递 SF1402938877 什么时候能到？", ["track_parcel", "library_loans"]),
]


# ---- set 15: train tickets, air quality, gym classes, translation, package sizes (mixed types)


def train_tickets(from_city: str, to_city: str, date: str) -> str:
    """High-speed train tickets between two cities on a date (YYYY-MM-DD)."""
    return f"{from_city} -> {to_city} on {date}: G102 08:00-12:28, 2nd class 553 yuan, 14 left"


def air_quality(city: str) -> str:
    """The air-quality index (AQI) of a city now."""
    return f"{city}: AQI 87 (moderate), PM2.5 41"


def gym_classes(day: str, level: str = "beginner") -> str:
    """Group classes at the gym on a weekday, for a level (beginner, intermediate, advanced)."""
    return f"{day}, {level}: yoga 18:30, spinning 19:45"


def translate(text: str, target_language: str) -> str:
    """Translate a text into a language (e.g. French, 日语)."""
    return f"[{target_language}] {text}"


def box_volume(length_cm: float, width_cm: float, height_cm: float) -> str:
    """The volume of a box in litres from its sides in centimetres."""
    return f"{float(length_cm) * float(width_cm) * float(height_cm) / 1000:g} L"


TOOLS_15 = {
    f.__name__: f
    for f in (train_tickets, air_quality, gym_classes, translate, box_volume, calculate)
}

QUESTIONS_15 = [
    (
        "Are there train tickets from Beijing to Shanghai on 2026-12-20?",
        ["train_tickets", "calculate"],
    ),
    ("How is the air in Chengdu today?", ["air_quality", "translate"]),
    ("Which beginner classes does the gym have on Wednesday?", ["gym_classes", "air_quality"]),
    ("Translate 'Where is the train station?' into Japanese.", ["translate", "train_tickets"]),
    ("What is the volume of a 40 x 30 x 25 cm box?", ["box_volume", "calculate"]),
    (
        "Two second-class tickets Beijing to Shanghai on 2026-12-20: what do they cost together?",
        ["train_tickets", "calculate"],
    ),
    ("Is the AQI in Xi'an above 100 right now?", ["air_quality", "calculate"]),
    (
        "How many litres do three boxes of 50 x 40 x 30 cm hold in total?",
        ["box_volume", "calculate"],
    ),
    ("12 月 20 日北京到上海还有高铁票吗？", ["train_tickets", "calculate"]),
    ("成都今天空气质量怎么样？", ["air_quality", "translate"]),
    ("健身房周三有哪些适合初学者的课？", ["gym_classes", "air_quality"]),
    ("把“火车站在哪里？”翻译成法语。", ["translate", "train_tickets"]),
    ("一个 40×30×25 厘米的箱子容积是多少升？", ["box_volume", "calculate"]),
    ("两张 12 月 20 日北京到上海的二等座一共多少钱？", ["train_tickets", "calculate"]),
    ("西安现在的 AQI 超过 100 了吗？", ["air_quality", "calculate"]),
    ("周五有没有中级的健身课？", ["gym_classes", "translate"]),
]


# ---- set 16: stock quotes, reminders, unit conversion, doctor's appointments, book search
# (a camelCase name, three-argument tools, an optional int)


def stockQuote(symbol: str) -> str:  # camelCase on purpose: a name models must match
    """The latest price of a stock by its ticker symbol (e.g. AAPL, 600519.SH)."""
    return f"{symbol.upper()}: 187.42, +1.3% today"


def set_reminder(time: str, message: str) -> str:
    """Set a reminder at a time (HH:MM or YYYY-MM-DD HH:MM) with a message."""
    return f"reminder set for {time}: {message}"


def convert_units(value: float, from_unit: str, to_unit: str) -> str:
    """Convert a value between units (km, mi, kg, lb, C, F, ...)."""
    return f"{value} {from_unit} = {round(float(value) * 0.621, 3)} {to_unit}"


def book_doctor(department: str, date: str, patient_name: str) -> str:
    """Book a doctor's appointment in a department on a date for a patient."""
    return f"{patient_name}: {department}, {date} 09:40, room 312"


def search_books(keywords: str, max_results: int = 5) -> str:
    """Search the library catalogue by keywords."""
    return f"{max_results} results for {keywords!r}: 'The Left Hand of Darkness' (1969), ..."


TOOLS_16 = {
    f.__name__: f
    for f in (stockQuote, set_reminder, convert_units, book_doctor, search_books, calculate)
}

QUESTIONS_16 = [
    ("What is Apple's stock price right now?", ["stockQuote", "calculate"]),
    ("Remind me at 07:30 tomorrow to take my medicine.", ["set_reminder", "stockQuote"]),
    ("How many miles is a 42.195 km marathon?", ["convert_units", "calculate"]),
    ("Book me (Li Na) a dermatology appointment on 2026-12-08.", ["book_doctor", "set_reminder"]),
    ("Find three books about climate fiction in the library.", ["search_books", "convert_units"]),
    ("If I own 40 shares of AAPL, what are they worth?", ["stockQuote", "calculate"]),
    ("Convert 72 F to Celsius, then tell me if that is warm.", ["convert_units", "calculate"]),
    (
        "Book a cardiology visit for Zhang Wei on 2026-12-15 and remind me the evening before.",
        ["book_doctor", "set_reminder"],
    ),
    ("贵州茅台（600519.SH）现在股价多少？", ["stockQuote", "calculate"]),
    ("明天早上 7 点提醒我交房租。", ["set_reminder", "stockQuote"]),
    ("100 公里等于多少英里？", ["convert_units", "calculate"]),
    ("帮王芳挂一个 12 月 10 日的眼科号。", ["book_doctor", "set_reminder"]),
    ("图书馆里有哪些关于人工智能的书？给我 3 本。", ["search_books", "convert_units"]),
    ("我有 200 股茅台，按现价值多少钱？", ["stockQuote", "calculate"]),
    ("把 5 公斤换算成磅。", ["convert_units", "calculate"]),
    ("下周一上午 9 点提醒我开会，顺便查一下 AAPL 股价。", ["set_reminder", "stockQuote"]),
]


# ---- set 17: hotels, restaurant tables, parcel lockers, water meters, averages
# (a list argument, an optional float, an int, a name with a digit)


def hotel_search(city: str, check_in: str, nights: int, max_price: float = 0.0) -> str:
    """Hotels in a city for a check-in date (YYYY-MM-DD) and a number of nights; max_price 0 = any."""
    cap = f" under {max_price:g}" if max_price else ""
    return f"{city}, {check_in}, {nights} nights{cap}: Harbour Inn 420/night, Lotus Hotel 365/night"


def book_table(restaurant: str, party_size: int, time: str) -> str:
    """Reserve a table at a restaurant for a party size at a time (HH:MM)."""
    return f"{restaurant}: table for {party_size} at {time} confirmed, booking R-{party_size}{len(restaurant)}"


def locker_code(locker_id: str) -> str:
    """The pickup code of a parcel waiting in a smart locker."""
    return f"locker {locker_id}: pickup code {sum(map(ord, locker_id)) % 900000 + 100000}"


def water_usage(meter_id: str, month: str) -> str:
    """Water used by a meter in a month (YYYY-MM), in cubic metres."""
    return f"meter {meter_id}, {month}: 11.8 m3 (last year 13.1 m3)"


def average(numbers: list[float], round_to: int = 2) -> str:
    """The mean of a list of numbers, rounded to round_to decimals."""
    return str(round(sum(map(float, numbers)) / max(len(numbers), 1), int(round_to)))


def s3_list(bucket: str, prefix: str = "") -> str:
    """List the objects in a storage bucket under a prefix."""
    return f"s3://{bucket}/{prefix}: report-2026-11.csv, report-2026-10.csv, logo.png"


TOOLS_17 = {
    f.__name__: f
    for f in (hotel_search, book_table, locker_code, water_usage, average, s3_list, calculate)
}

QUESTIONS_17 = [
    (
        "Find me a hotel in Lisbon from 2026-12-18 for 3 nights under 150 euros.",
        ["hotel_search", "calculate"],
    ),
    ("Book a table for 4 at Din Tai Fung at 19:30.", ["book_table", "locker_code"]),
    ("What's the pickup code for locker A-1207?", ["locker_code", "book_table"]),
    ("How much water did meter WM-5531 use in 2026-10?", ["water_usage", "calculate"]),
    ("What is the average of 12.5, 17, 9.25 and 30?", ["average", "calculate"]),
    ("List the files in the bucket 'acme-reports' under 2026/.", ["s3_list", "average"]),
    ("Average my test scores 88, 92, 79 to one decimal place.", ["average", "calculate"]),
    ("Is water use on meter WM-77 in 2026-11 higher than 10 m3?", ["water_usage", "calculate"]),
    ("帮我找一下 12 月 24 日入住杭州、住两晚的酒店。", ["hotel_search", "calculate"]),
    ("在海底捞订一个今晚 18:00 六个人的位子。", ["book_table", "locker_code"]),
    ("快递柜 B-0086 的取件码是多少？", ["locker_code", "book_table"]),
    ("水表 SH-2031 十月份（2026-10）用了多少水？", ["water_usage", "calculate"]),
    ("求 3、7、8、10 的平均数。", ["average", "calculate"]),
    ("看看存储桶 photos-2026 里 trip/ 目录下有什么文件。", ["s3_list", "average"]),
    ("杭州两晚酒店每晚 365 元，一共多少钱？", ["hotel_search", "calculate"]),
    ("帮我在外婆家订明天中午 12:00 两个人的桌子。", ["book_table", "locker_code"]),
]


# ---- set 18: lyrics, time zones, EV chargers, public holidays, splitting a bill
# (three-argument tools with a float and an optional float, two-word parameter names)


def get_lyrics(song: str, artist: str) -> str:
    """The first lines of a song's lyrics, by song title and artist."""
    return f"{song} by {artist}: 'la la la, the night is young...' (first 2 lines)"


def timezone_convert(time: str, from_tz: str, to_tz: str) -> str:
    """Convert a time (HH:MM) from one time zone to another (e.g. Asia/Shanghai, UTC)."""
    return f"{time} {from_tz} = 02:00 {to_tz}"


def ev_chargers(near: str, min_kw: int = 50) -> str:
    """Electric-car charging stations near a place, at least min_kw kilowatts."""
    return f"near {near}: 3 stations with {min_kw}+ kW, the closest 0.8 km away (2 free)"


def public_holidays(country: str, year: int) -> str:
    """The public holidays of a country in a year."""
    return f"{country} {year}: 01-01 New Year, 05-01 Labour Day, 10-01 National Day, ..."


def split_bill(total: float, people: int, tip_percent: float = 0.0) -> str:
    """Split a bill between people, with an optional tip in percent."""
    each = float(total) * (1 + float(tip_percent) / 100) / max(int(people), 1)
    return f"each pays {each:.2f}"


TOOLS_18 = {
    f.__name__: f
    for f in (get_lyrics, timezone_convert, ev_chargers, public_holidays, split_bill, calculate)
}

QUESTIONS_18 = [
    ("What are the lyrics of 'Yesterday' by The Beatles?", ["get_lyrics", "calculate"]),
    ("It's 18:00 in Shanghai. What time is it in London?", ["timezone_convert", "calculate"]),
    ("Find fast chargers (at least 100 kW) near Munich Airport.", ["ev_chargers", "split_bill"]),
    ("Which public holidays does Japan have in 2027?", ["public_holidays", "calculate"]),
    ("Split a 286.50 bill between 4 people with a 15% tip.", ["split_bill", "calculate"]),
    ("Convert 09:30 UTC to New York time.", ["timezone_convert", "public_holidays"]),
    ("Is May 1 a public holiday in France in 2026?", ["public_holidays", "timezone_convert"]),
    ("How many chargers are near Central Station?", ["ev_chargers", "calculate"]),
    ("周杰伦《晴天》的歌词开头是什么？", ["get_lyrics", "calculate"]),
    ("北京时间晚上 8 点是纽约几点？", ["timezone_convert", "calculate"]),
    ("上海虹桥站附近有没有 60 千瓦以上的充电桩？", ["ev_chargers", "split_bill"]),
    ("2027 年中国有哪些法定节假日？", ["public_holidays", "calculate"]),
    ("三个人吃饭一共 458 元，平均每人多少钱？", ["split_bill", "calculate"]),
    ("把东京时间 14:00 换算成北京时间。", ["timezone_convert", "public_holidays"]),
    ("五个人分摊 1200 元的账单，加 10% 小费，每人付多少？", ["split_bill", "calculate"]),
    ("查一下 2026 年德国的公共假期。", ["public_holidays", "ev_chargers"]),
]


# ---- set 19: SQL, the clock, e-mail, smart lights, parcels
# (a tool with no parameters, a boolean, a multi-line SQL string, an optional e-mail field)


def run_sql(query: str) -> str:
    """Run a read-only SQL query on the shop database (tables: orders, customers, products)."""
    return f"3 rows for {query.strip().splitlines()[0][:40]!r}: (1, 'Alice', 120.0), ..."


def current_time() -> str:
    """The current date and time (no arguments)."""
    return "2026-12-01 09:41 (Tuesday)"


def send_email(to: str, subject: str, body: str, cc: str = "") -> str:
    """Send an e-mail; cc is optional."""
    return f"sent to {to}{' cc ' + cc if cc else ''}: {subject!r}"


def set_light(room: str, on: bool, brightness: int = 100) -> str:
    """Switch the lights of a room on or off, with a brightness in percent."""
    state = "on" if str(on).lower() in ("true", "1", "on", "yes") else "off"
    return f"{room} lights {state} ({brightness}%)"


def track_parcel(tracking_number: str, carrier: str = "auto") -> str:
    """Where a parcel is, by its tracking number."""
    return f"{tracking_number} ({carrier}): out for delivery, expected today 14:00-18:00"


TOOLS_19 = {
    f.__name__: f for f in (run_sql, current_time, send_email, set_light, track_parcel, calculate)
}

QUESTIONS_19 = [
    ("Which 5 customers spent the most in November 2026?", ["run_sql", "calculate"]),
    ("What time is it now?", ["current_time", "calculate"]),
    (
        "Email bob@example.com that the meeting moves to 3pm, subject 'Meeting'.",
        ["send_email", "current_time"],
    ),
    ("Turn off the kitchen lights.", ["set_light", "current_time"]),
    ("Dim the living room lights to 30%.", ["set_light", "calculate"]),
    ("Where is my parcel 1Z999AA10123456784 (UPS)?", ["track_parcel", "current_time"]),
    ("How many orders were placed yesterday?", ["run_sql", "current_time"]),
    ("What day of the week is it today?", ["current_time", "run_sql"]),
    ("查一下上个月销售额最高的三个商品。", ["run_sql", "calculate"]),
    ("现在几点了？", ["current_time", "calculate"]),
    ("给 li@example.com 发邮件，主题“周报”，内容是本周进度正常。", ["send_email", "current_time"]),
    ("把卧室的灯打开，亮度调到 50%。", ["set_light", "calculate"]),
    ("我的快递 SF1234567890 到哪儿了？", ["track_parcel", "current_time"]),
    ("关掉客厅的灯。", ["set_light", "current_time"]),
    ("统计一下 customers 表里有多少个客户。", ["run_sql", "calculate"]),
    ("今天是星期几？距离 12 月 25 日还有几天？", ["current_time", "calculate"]),
]


# ---- set 20: calendar events, flights, exchange rates, orders, counting words
# (a list of strings, five parameters with two optional, a long text argument)


def create_event(title: str, start: str, attendees: list[str], minutes: int = 30) -> str:
    """Create a calendar event (start as YYYY-MM-DD HH:MM) and invite people by e-mail."""
    people = ", ".join(attendees) if isinstance(attendees, list) else str(attendees)
    return f"created {title!r} at {start} for {minutes} min, invited: {people}"


def flight_search(
    origin: str, destination: str, date: str, passengers: int = 1, cabin: str = "economy"
) -> str:
    """Search flights between two cities on a date."""
    return f"{origin}->{destination} {date}: 3 flights for {passengers} in {cabin}, from 1,280"


def exchange_rate(base: str, target: str) -> str:
    """The exchange rate between two currencies (ISO codes)."""
    return f"1 {base} = 7.12 {target}"


def order_status(order_id: str) -> str:
    """Where an online order is, by its order number."""
    return f"order {order_id}: shipped on 11-28, arriving 12-02"


def word_count(text: str) -> str:
    """Count the words (and Chinese characters) in a text."""
    return f"{len(str(text).split())} words, {len(str(text))} characters"


TOOLS_20 = {
    f.__name__: f
    for f in (create_event, flight_search, exchange_rate, order_status, word_count, calculate)
}

QUESTIONS_20 = [
    (
        "Set up a 45-minute 'Design review' on 2026-12-03 at 10:00 with ann@x.com and bo@x.com.",
        ["create_event", "calculate"],
    ),
    (
        "Find business-class flights from Paris to Tokyo on 2027-01-15 for 2 people.",
        ["flight_search", "exchange_rate"],
    ),
    ("How many yen is 250 euros?", ["exchange_rate", "calculate"]),
    ("Where is my order A-77821?", ["order_status", "calculate"]),
    (
        "How many words are in 'The quick brown fox jumps over the lazy dog'?",
        ["word_count", "calculate"],
    ),
    ("What is 1 USD in CNY, and how much are 300 USD?", ["exchange_rate", "calculate"]),
    (
        "Book a meeting called Standup tomorrow 9:00 with team@x.com.",
        ["create_event", "order_status"],
    ),
    ("Any flights from Berlin to Rome on 2026-12-20?", ["flight_search", "calculate"]),
    ("明天下午三点和 wang@x.com 开一个一小时的“预算评审”会。", ["create_event", "calculate"]),
    ("查一下 2027 年 1 月 20 日北京飞上海的航班，三个人。", ["flight_search", "exchange_rate"]),
    ("100 美元能换多少人民币？", ["exchange_rate", "calculate"]),
    ("我的订单 JD-20261130-8841 到哪了？", ["order_status", "calculate"]),
    ("统计一下“床前明月光，疑是地上霜”有多少个字。", ["word_count", "calculate"]),
    ("500 港币大约是多少日元？", ["exchange_rate", "calculate"]),
    ("帮我订 12 月 24 日从广州到成都的经济舱机票。", ["flight_search", "order_status"]),
    (
        "给 li@x.com 和 zhao@x.com 发个会议邀请：周五 14:00 项目复盘。",
        ["create_event", "word_count"],
    ),
]


# ---- set 21: tickets, unit conversion, translation, stock quotes, running Python
# (a choice among fixed words, a float, an optional list of labels, a multi-line code argument)


def create_ticket(
    title: str, priority: Literal["low", "medium", "high"], labels: list[str] | None = None
) -> str:
    """Open a ticket in the issue tracker."""
    return f"ticket T-311 {title!r} ({priority}) labels={labels or []}"


def convert_units(value: float, from_unit: str, to_unit: str) -> str:
    """Convert a quantity between units (km, mi, kg, lb, C, F, ...)."""
    return f"{value} {from_unit} = {round(float(value) * 0.621, 3)} {to_unit}"


def translate(text: str, target: Literal["en", "zh", "ja", "fr"]) -> str:
    """Translate a text into English, Chinese, Japanese or French."""
    return f"[{target}] {text}"


def stock_quote(symbol: str) -> str:
    """The latest price of a stock by its ticker symbol."""
    return f"{symbol}: 182.35 (+1.2%)"


def run_python(code: str) -> str:
    """Run a short Python program and return what it prints."""
    return "42"


TOOLS_21 = {
    f.__name__: f
    for f in (create_ticket, convert_units, translate, stock_quote, run_python, calculate)
}

QUESTIONS_21 = [
    (
        "File a high-priority ticket 'Login page times out' labelled auth and frontend.",
        ["create_ticket", "translate"],
    ),
    ("How many miles is 42.195 km?", ["convert_units", "calculate"]),
    ("Translate 'Where is the train station?' into Japanese.", ["translate", "stock_quote"]),
    ("What is NVDA trading at, and what would 15 shares cost?", ["stock_quote", "calculate"]),
    (
        "Write and run a Python loop that prints the sum of the squares of 1 to 10.",
        ["run_python", "calculate"],
    ),
    ("What is 98.6 F in Celsius?", ["convert_units", "calculate"]),
    ("Open a low-priority ticket: typo in the footer.", ["create_ticket", "run_python"]),
    ("Translate 'good morning, team' into French and Chinese.", ["translate", "calculate"]),
    ("提一个高优先级工单：支付页面白屏，标签 payment。", ["create_ticket", "translate"]),
    ("75 公斤是多少磅？", ["convert_units", "calculate"]),
    ("把“今天天气很好”翻译成英文。", ["translate", "stock_quote"]),
    ("茅台 600519 现在股价多少？买 10 股要多少钱？", ["stock_quote", "calculate"]),
    ("用 Python 算一下 2 的 100 次方有多少位数字。", ["run_python", "calculate"]),
    ("36.5 摄氏度是多少华氏度？", ["convert_units", "calculate"]),
    ("帮我把 'Thank you for your patience' 翻成日语。", ["translate", "calculate"]),
    (
        "开个中优先级工单，标题“导出 CSV 乱码”，标签 export 和 i18n。",
        ["create_ticket", "run_python"],
    ),
]


# ---- set 22: a small coding agent's tools: files, a shell, HTTP, git
# (multi-line file content full of quotes and fences, a nested object, shell pipes, a path list)


def read_file(path: str, start_line: int = 1, end_line: int | None = None) -> str:
    """Read a text file, optionally only some of its lines."""
    return f"{path}:{start_line}: def main():\n    print('hello')"


def write_file(path: str, content: str) -> str:
    """Create or overwrite a text file with the given content."""
    return f"wrote {len(str(content))} characters to {path}"


def shell(command: str, timeout_s: int = 30) -> str:
    """Run a shell command and return its output."""
    return "3 files changed"


def http_request(
    method: Literal["GET", "POST", "PUT", "DELETE"], url: str, body: dict | None = None
) -> str:
    """Send an HTTP request and return the status and body."""
    return f'{method} {url} -> 200 {{"ok": true}}'


def git_commit(message: str, files: list[str]) -> str:
    """Commit the given files with a message."""
    return f"[main 4f2a9c1] {message} ({len(files)} files)"


TOOLS_22 = {
    f.__name__: f for f in (read_file, write_file, shell, http_request, git_commit, calculate)
}

QUESTIONS_22 = [
    ("Show me lines 10 to 20 of src/app.py.", ["read_file", "shell"]),
    (
        "Create hello.py that prints 'Hello, \"world\"!' and then run it.",
        ["write_file", "shell"],
    ),
    ("How many Python files are under src/? Count them with a shell pipe.", ["shell", "read_file"]),
    (
        'POST {"name": "tao", "stars": 5} to https://api.example.com/repos.',
        ["http_request", "calculate"],
    ),
    ("Commit README.md and setup.cfg with the message 'docs: fix typos'.", ["git_commit", "shell"]),
    ("Write a .gitignore that ignores __pycache__/ and *.log.", ["write_file", "read_file"]),
    ("DELETE https://api.example.com/sessions/42 and tell me the status.", ["http_request"]),
    ("What does config/settings.toml say? Then compute 1024 * 3.", ["read_file", "calculate"]),
    ("看看 src/main.py 的前 30 行。", ["read_file", "shell"]),
    ("新建 notes.md，写上标题“周报”和三条待办。", ["write_file", "read_file"]),
    ("用 shell 统计 logs/ 目录下含有 ERROR 的行数。", ["shell", "calculate"]),
    (
        '向 https://api.example.com/users 发 POST，body 为 {"name": "张三", "age": 30}。',
        ["http_request", "calculate"],
    ),
    ("提交 app.py 和 tests/test_app.py，提交信息写“修复登录超时”。", ["git_commit", "shell"]),
    ("写一个 Makefile，包含 test 和 lint 两个目标。", ["write_file", "shell"]),
    ("查一下 https://api.example.com/health 的状态。", ["http_request", "read_file"]),
    ("读 data.csv 的第 1 到 5 行，再算 17 * 23。", ["read_file", "calculate"]),
]


# ---- set 23: tools named in Chinese, as Chinese users often write them
# (Chinese function and parameter names, a float, a choice among Chinese words, one English tool)


def 查天气(城市: str, 日期: str = "今天") -> str:
    """查询某个城市某天的天气。"""
    return f"{城市}{日期}：晴，12~20°C，东北风 2 级"


def 搜索(关键词: str) -> str:
    """在网上搜索，返回前几条结果的摘要。"""
    return f"关于“{关键词}”：1. 百科词条…… 2. 新闻报道……"


def 计算器(表达式: str) -> str:
    """计算一个数学表达式，例如 (3 + 4) * 5。"""
    return "391"


def 汇率换算(金额: float, 原币种: str, 目标币种: str) -> str:
    """按今天的汇率把一笔钱从一种货币换成另一种。"""
    return f"{金额} {原币种} ≈ {round(float(金额) * 7.1, 2)} {目标币种}"


def 查快递(单号: str) -> str:
    """按运单号查询快递的物流状态。"""
    return f"{单号}：已到达【上海转运中心】，预计明天送达"


def 翻译(文本: str, 目标语言: Literal["英文", "中文", "日文"]) -> str:
    """把一段文本翻译成英文、中文或日文。"""
    return f"[{目标语言}] {文本}"


def web_search(query: str) -> str:
    """Search the web and return the top results."""
    return f"Top results for {query!r}: ..."


TOOLS_23 = {f.__name__: f for f in (查天气, 搜索, 计算器, 汇率换算, 查快递, 翻译, web_search)}

QUESTIONS_23 = [
    ("北京明天天气怎么样？", ["查天气", "搜索"]),
    ("帮我算一下 17 乘以 23 等于多少。", ["计算器", "搜索"]),
    ("100 美元能换多少人民币？", ["汇率换算", "计算器"]),
    ("查一下快递单号 SF1234567890 到哪了。", ["查快递", "搜索"]),
    ("把“欢迎来到杭州”翻译成英文。", ["翻译", "搜索"]),
    ("搜索一下 2026 年诺贝尔物理学奖得主是谁。", ["搜索", "计算器"]),
    ("上海后天会下雨吗？如果下雨，我需要带伞吗？", ["查天气", "计算器"]),
    ("500 欧元换成日元是多少？再除以 3 个人每人多少？", ["汇率换算", "计算器"]),
    ("中通快递 75312345678901 显示什么状态？", ["查快递", "翻译"]),
    ("把 'The meeting is postponed to Friday' 翻成中文。", ["翻译", "web_search"]),
    ("What's the weather in Shenzhen today?", ["查天气", "web_search"]),
    ("How much is 250 pounds in yuan?", ["汇率换算", "web_search"]),
    ("Translate '谢谢你的帮助' into Japanese.", ["翻译", "计算器"]),
    ("Who won the 2026 World Cup? Search for it.", ["web_search", "搜索"]),
    ("(12.5 + 7.5) * 4 是多少？", ["计算器", "web_search"]),
    ("广州这周六的天气适合爬白云山吗？", ["查天气", "搜索"]),
]


# ---- set 24: names as MCP servers and plugins write them (a dot between server and tool,
# hyphens, a capitalised word), an integer with a default, a list of strings, a boolean


def _named(name: str):  # type: ignore[no-untyped-def]
    def wrap(fn):  # type: ignore[no-untyped-def]
        fn.__name__ = fn.__qualname__ = name
        return fn

    return wrap


@_named("github.create_issue")
def github_create_issue(
    repo: str, title: str, body: str = "", labels: list[str] | None = None
) -> str:
    """Open an issue in a GitHub repository (owner/name)."""
    return f"created {repo}#128: {title!r}"


@_named("github.search_code")
def github_search_code(query: str, repo: str = "") -> str:
    """Search code on GitHub, optionally inside one repository."""
    return f"3 matches for {query!r}: src/app.py:12, src/util.py:40, tests/test_app.py:7"


@_named("brave-search")
def brave_search(query: str, count: int = 5) -> str:
    """Search the web with Brave Search; count is how many results."""
    return f"{count} results for {query!r}: 1. ... 2. ..."


@_named("fetch-url")
def fetch_url(url: str, max_length: int = 5000) -> str:
    """Fetch a web page and return it as markdown."""
    return f"# {url}\n\nExample Domain. This domain is for use in illustrative examples."


@_named("Calculator")
def calculator_24(expression: str) -> str:
    """Evaluate an arithmetic expression."""
    return "391"


@_named("slack.post_message")
def slack_post_message(channel: str, text: str, thread: bool = False) -> str:
    """Post a message to a Slack channel (#name)."""
    return f"posted to {channel}"


@_named("time.now")
def time_now(timezone: str = "UTC") -> str:
    """The current date and time in a time zone (IANA name)."""
    return f"2026-12-02 11:24 ({timezone})"


TOOLS_24 = {
    f.__name__: f
    for f in (
        github_create_issue,
        github_search_code,
        brave_search,
        fetch_url,
        calculator_24,
        slack_post_message,
        time_now,
    )
}

QUESTIONS_24 = [
    (
        "Open an issue in acme/widgets titled 'Crash on empty input' with label bug.",
        ["github.create_issue", "github.search_code"],
    ),
    ("Find where parse_config is defined in acme/widgets.", ["github.search_code", "brave-search"]),
    (
        "Search the web for the latest Python release, just 3 results.",
        ["brave-search", "fetch-url"],
    ),
    ("What does https://example.com say?", ["fetch-url", "brave-search"]),
    ("What is 17 * 23?", ["Calculator", "brave-search"]),
    ("Tell #ops on Slack that the deploy finished.", ["slack.post_message", "time.now"]),
    ("What time is it in Tokyo right now?", ["time.now", "Calculator"]),
    ("Post the current UTC time to #general.", ["time.now", "slack.post_message"]),
    (
        "Search the web for 'tao react agent' and open the first result.",
        ["brave-search", "fetch-url"],
    ),
    (
        "在 acme/widgets 仓库开一个 issue，标题“登录页白屏”，正文写复现步骤：打开首页，点击登录。",
        ["github.create_issue", "brave-search"],
    ),
    ("用 Brave 搜一下“杭州 亚运会 场馆”，要 10 条结果。", ["brave-search", "fetch-url"]),
    ("现在纽约几点？", ["time.now", "Calculator"]),
    ("在 Slack 的 #dev 频道说一声：今晚 8 点发版。", ["slack.post_message", "time.now"]),
    ("(128 + 256) / 3 等于多少？", ["Calculator", "brave-search"]),
    ("抓取 https://example.org/news 的内容，最多 2000 字。", ["fetch-url", "brave-search"]),
    (
        "在 GitHub 上搜索 acme/widgets 里用到 requests.get 的代码。",
        ["github.search_code", "github.create_issue"],
    ),
]


@_named("搜索")
def search_25(query: str) -> str:
    """在网上搜索，返回前几条结果的摘要。"""
    return f"1. {query}：维基百科条目摘要……\n2. 相关新闻……"


@_named("计算器")
def calculator_25(expression: str) -> str:
    """计算一个算术表达式，例如 17 * 23。"""
    return "391"


@_named("天气查询")
def weather_25(city: str, date: str = "今天") -> str:
    """查询某个城市某天的天气。"""
    return f"{city}{date}：多云，12~19℃，东北风 3 级"


@_named("快递查询")
def parcel_25(tracking_no: str, company: str = "") -> str:
    """按运单号查询快递的物流状态。"""
    return f"{tracking_no}：已到达杭州转运中心，预计明天送达"


@_named("汇率换算")
def exchange_25(amount: float, from_currency: str, to_currency: str) -> str:
    """按今日汇率换算金额，币种用 ISO 代码（CNY、USD、JPY）。"""
    return f"{amount} {from_currency} = {round(amount * 0.1383, 2)} {to_currency}"


@_named("翻译")
def translate_25(text: str, 目标语言: str = "英文") -> str:
    """把一段文字翻译成目标语言。"""
    return "Hello, world"


@_named("日程添加")
def calendar_25(title: str, time: str) -> str:
    """在日历里添加一个日程，time 用 YYYY-MM-DD HH:MM。"""
    return f"已添加：{time} {title}"


TOOLS_25 = {
    f.__name__: f
    for f in (
        search_25,
        calculator_25,
        weather_25,
        parcel_25,
        exchange_25,
        translate_25,
        calendar_25,
    )
}

QUESTIONS_25 = [
    ("北京明天天气怎么样？", ["天气查询", "搜索"]),
    ("帮我查一下快递 SF1234567890 到哪了，顺丰的。", ["快递查询", "搜索"]),
    ("1000 元人民币能换多少美元？", ["汇率换算", "计算器"]),
    ("(128 + 256) / 3 等于多少？", ["计算器", "搜索"]),
    ("把“你好，世界”翻译成英文。", ["翻译", "搜索"]),
    ("提醒我 2026-12-05 15:00 开项目周会。", ["日程添加", "天气查询"]),
    ("搜一下杭州亚运会有哪些场馆。", ["搜索", "翻译"]),
    ("上海今天会下雨吗？要不要带伞？", ["天气查询", "搜索"]),
    ("What is 17 * 23?", ["计算器", "搜索"]),
    ("What's the weather in Shanghai tomorrow?", ["天气查询", "搜索"]),
    ("Convert 250 USD to JPY.", ["汇率换算", "计算器"]),
    ("Translate 'good morning' into Japanese.", ["翻译", "搜索"]),
    ("Where is my parcel YT9876543210 (YTO Express)?", ["快递查询", "搜索"]),
    ("Add 'dentist' to my calendar for 2026-12-08 09:30.", ["日程添加", "天气查询"]),
    ("Search for the population of Chengdu.", ["搜索", "计算器"]),
]


# ---- set 26: typed and nested arguments: lists, a mapping, choices, flags, defaults, no arguments.


def create_event(
    title: str, attendees: list[str], start: str, duration_minutes: int = 30, online: bool = False
) -> str:
    """Create a calendar event and invite people.

    Args:
        title: what the event is called
        attendees: email addresses of the people to invite
        start: start time, YYYY-MM-DD HH:MM
        duration_minutes: how long it lasts
        online: whether to attach a video-call link
    """
    return f"Created '{title}' at {start} for {len(attendees)} people ({duration_minutes} min)."


def thermostat(room: str, target_c: float, mode: Literal["heat", "cool", "auto"] = "auto") -> str:
    """Set a room's thermostat.

    Args:
        room: the room, e.g. living room
        target_c: target temperature in degrees Celsius
        mode: heat, cool or auto
    """
    return f"{room}: set to {target_c} C ({mode})."


def shopping_list_add(items: list[str], store: str = "") -> str:
    """Add items to the shopping list, optionally for one store."""
    return f"Added {len(items)} items."


def order_pizza(
    size: Literal["small", "medium", "large"], toppings: list[str], delivery_address: str
) -> str:
    """Order a pizza for delivery."""
    return f"Ordered a {size} pizza with {', '.join(toppings) or 'cheese'}; arriving in 35 min."


def inventory_update(sku: str, changes: dict[str, int]) -> str:
    """Change stock counts of one product per warehouse.

    Args:
        sku: the product code
        changes: warehouse name -> change in units (negative to remove)
    """
    return f"{sku}: " + ", ".join(f"{k} {v:+d}" for k, v in changes.items())


def random_joke() -> str:
    """Tell a random, family-friendly joke."""
    return "Why did the scarecrow win an award? He was outstanding in his field."


def distance_between(
    origin: str, destination: str, mode: Literal["driving", "walking", "transit"] = "driving"
) -> str:
    """Distance and travel time between two places."""
    return f"{origin} -> {destination}: 14.2 km, 23 min by {mode}."


TOOLS_26 = {
    f.__name__: f
    for f in (
        create_event,
        thermostat,
        shopping_list_add,
        order_pizza,
        inventory_update,
        random_joke,
        distance_between,
    )
}

QUESTIONS_26 = [
    (
        "Set up a 45-minute online meeting 'Q1 planning' on 2026-12-10 14:00 with "
        "ana@example.com and li.wei@example.com.",
        ["create_event", "distance_between"],
    ),
    ("Make the bedroom 21.5 degrees, heating.", ["thermostat", "random_joke"]),
    ("Add milk, eggs and two lemons to my shopping list for Aldi.", ["shopping_list_add"]),
    (
        "Order a large pizza with mushrooms and olives to 12 Baker Street.",
        ["order_pizza", "distance_between"],
    ),
    (
        "Move 5 units of SKU-778 out of the Berlin warehouse and 5 into Hamburg.",
        ["inventory_update", "shopping_list_add"],
    ),
    ("Tell me a joke.", ["random_joke", "thermostat"]),
    ("How long does it take to walk from the Louvre to Notre-Dame?", ["distance_between"]),
    (
        "帮我约个会：2026-12-09 10:00，标题“周报评审”，邀请 wang@example.com 和 zhao@example.com，线上。",
        ["create_event", "random_joke"],
    ),
    ("把客厅空调调到 26 度制冷。", ["thermostat", "shopping_list_add"]),
    ("购物清单加上：牛奶、面包、苹果。", ["shopping_list_add", "order_pizza"]),
    ("点一个中号披萨，加培根和青椒，送到西湖区文三路 90 号。", ["order_pizza", "random_joke"]),
    (
        "SKU-201 的库存：上海仓减 3，广州仓加 10。",
        ["inventory_update", "shopping_list_add"],
    ),
    ("讲个笑话吧。", ["random_joke", "distance_between"]),
    ("从北京南站坐地铁到天安门要多久？", ["distance_between", "thermostat"]),
]


# ---- set 27: names that are the formats' own words: lookup, observe, answer_question,
# final_score, thought_of_the_day, input_text, action_items.


def lookup(term: str) -> str:
    """Look a term up in the encyclopedia and return its first paragraph."""
    return f"{term}: a short encyclopedia entry."


def observe(sensor_id: str) -> str:
    """Read the current value of a greenhouse sensor."""
    return f"{sensor_id}: 23.4 C, humidity 61%"


def answer_question(question: str, context: str = "") -> str:
    """Answer a question about the company handbook, optionally from a given passage."""
    return "Employees get 25 days of paid leave a year."


def final_score(match_id: str) -> str:
    """The final score of a finished football match."""
    return f"{match_id}: 2-1 (after extra time)"


def thought_of_the_day() -> str:
    """A short inspiring quote for today."""
    return "Well begun is half done."


def input_text(field: str, text: str) -> str:
    """Type text into a named field of the open web form."""
    return f"Typed into {field}."


def action_items(meeting_id: str) -> str:
    """The action items recorded for a meeting."""
    return f"{meeting_id}: 1) send the slides (Ana) 2) book the room (Li)"


TOOLS_27 = {
    f.__name__: f
    for f in (
        lookup,
        observe,
        answer_question,
        final_score,
        thought_of_the_day,
        input_text,
        action_items,
    )
}

QUESTIONS_27 = [
    ("Look up 'photosynthesis' for me.", ["lookup", "answer_question"]),
    ("What does sensor GH-7 read right now?", ["observe", "lookup"]),
    ("How many days of paid leave do employees get?", ["answer_question", "lookup"]),
    ("What was the final score of match M-2291?", ["final_score", "observe"]),
    ("Give me the thought of the day.", ["thought_of_the_day", "lookup"]),
    ("Type 'Ana Silva' into the name field.", ["input_text", "action_items"]),
    (
        "What are the action items from meeting 2026-11-30-sync?",
        ["action_items", "answer_question"],
    ),
    ("查一下“光合作用”这个词条。", ["lookup", "answer_question"]),
    ("温室传感器 GH-3 现在读数多少？", ["observe", "final_score"]),
    ("员工手册里年假有几天？", ["answer_question", "lookup"]),
    ("M-1088 这场比赛最后比分是多少？", ["final_score", "observe"]),
    ("来一句今日箴言。", ["thought_of_the_day", "input_text"]),
    ("在邮箱那一栏填上 li@example.com。", ["input_text", "action_items"]),
    ("周一例会（会议号 W48-MON）有哪些待办事项？", ["action_items", "answer_question"]),
]


# ---- set 28: names in camelCase and with digits (getWeatherV2, k8s_scale, s3ListObjects,
# translate_zh2en), and values full of escapes: regular expressions, quotes, Windows paths,
# multi-line SQL.


def getWeatherV2(city: str, units: Literal["metric", "imperial"] = "metric") -> str:
    """Current weather of a city (version 2 of the weather API)."""
    return f"{city}: 18 degrees ({units}), light rain"


def k8s_scale(deployment: str, replicas: int, namespace: str = "default") -> str:
    """Scale a Kubernetes deployment to a number of replicas."""
    return f"deployment/{deployment} in {namespace} scaled to {replicas}"


def s3ListObjects(bucket: str, prefix: str = "") -> str:
    """List the objects in an S3 bucket under a prefix."""
    return f"s3://{bucket}/{prefix}: report-2026-11.csv, report-2026-12.csv"


def translate_zh2en(text: str) -> str:
    """Translate Chinese text into English."""
    return "Welcome to Hangzhou"


def regex_test(pattern: str, text: str) -> str:
    """Test a regular expression against a text and list the matches."""
    import re

    try:
        return str(re.findall(pattern, text))
    except re.error as e:
        return f"error: {e}"


def ocr_image(path: str, lang: str = "eng") -> str:
    """Read the text in an image file (a local path, Windows or POSIX)."""
    return f"{path}: 'INVOICE No. 2026-0412 Total 1,280.00'"


def run_sql(query: str) -> str:
    """Run a read-only SQL query on the sales database."""
    return "region | total\nNorth | 12,400\nSouth | 9,870"


TOOLS_28 = {
    f.__name__: f
    for f in (
        getWeatherV2,
        k8s_scale,
        s3ListObjects,
        translate_zh2en,
        regex_test,
        ocr_image,
        run_sql,
    )
}

QUESTIONS_28 = [
    ("What's the weather in Oslo, in imperial units?", ["getWeatherV2", "run_sql"]),
    (
        "Scale the checkout-api deployment in the prod namespace to 6 replicas.",
        ["k8s_scale", "s3ListObjects"],
    ),
    ("What files are in the bucket acme-reports under 2026/?", ["s3ListObjects", "k8s_scale"]),
    ("Translate 欢迎来到杭州 into English.", ["translate_zh2en", "regex_test"]),
    (
        r"Which parts of 'Order #A-17, #B-204 and #C-9' match the pattern #[A-Z]-\d+ ?",
        ["regex_test", "translate_zh2en"],
    ),
    (r"Read the text in C:\Users\Ana Silva\Scans\invoice 04.png", ["ocr_image", "run_sql"]),
    (
        "Total sales per region for November 2026, biggest first (table sales: region, amount, day)?",
        ["run_sql", "getWeatherV2"],
    ),
    ("奥斯陆现在天气怎么样？用英制单位。", ["getWeatherV2", "run_sql"]),
    ("把 prod 命名空间里的 checkout-api 扩到 6 个副本。", ["k8s_scale", "s3ListObjects"]),
    ("acme-reports 这个桶里 2026/ 目录下有哪些文件？", ["s3ListObjects", "k8s_scale"]),
    ("把“欢迎来到杭州”翻译成英文。", ["translate_zh2en", "regex_test"]),
    (
        r"用正则 \d{4}-\d{2}-\d{2} 找出“发票日期 2026-04-12，到期 2026-05-12”里的日期。",
        ["regex_test", "translate_zh2en"],
    ),
    (r"识别一下 D:\扫描件\发票 0412.jpg 里的文字。", ["ocr_image", "run_sql"]),
    (
        "统计 2026 年 11 月每个地区的销售总额，从高到低（表 sales：region, amount, day）。",
        ["run_sql", "getWeatherV2"],
    ),
]


# ---- set 29: values that look like the format itself (a note holding 'Action:' and
# 'Observation:' lines, a markdown file with its own fences, an e-mail body with a
# 'Final Answer:' line), lists of objects, booleans and a nested settings object.


def write_file(path: str, content: str) -> str:
    """Write a text file (markdown, code or notes) at a path, replacing it."""
    return f"wrote {len(content)} characters to {path}"


def send_email(to: list[str], subject: str, body: str, cc: list[str] | None = None) -> str:
    """Send an e-mail to one or more addresses."""
    return f"sent '{subject}' to {', '.join(to)}"


def create_event(title: str, start: str, attendees: list[dict], online: bool = False) -> str:
    """Create a calendar event; attendees are objects with name and email."""
    return f"event '{title}' at {start} with {len(attendees)} attendees"


def update_settings(app: str, settings: dict) -> str:
    """Change an application's settings (a nested object of keys and values)."""
    return f"{app}: {len(settings)} settings updated"


def save_note(title: str, text: str) -> str:
    """Save a note (any text, several lines) under a title."""
    return f"note '{title}' saved"


def grep_logs(pattern: str, service: str, since_minutes: int = 60, ignore_case: bool = True) -> str:
    """Search a service's logs for a pattern in the last minutes."""
    return f"{service}: 3 lines match {pattern!r}"


TOOLS_29 = {
    f.__name__: f
    for f in (write_file, send_email, create_event, update_settings, save_note, grep_logs)
}

QUESTIONS_29 = [
    (
        "Write README.md for my project 'kite' with a title, one sentence, and a bash code block "
        "showing `pip install kite`.",
        ["write_file", "save_note"],
    ),
    (
        "Email ops@acme.io and cc lead@acme.io: subject 'Deploy done', body saying the deploy "
        "finished and ending with the line 'Final Answer: all green'.",
        ["send_email", "save_note"],
    ),
    (
        "Book 'Design review' on 2026-12-08 10:00, online, with Ana (ana@acme.io) and Bo (bo@acme.io).",
        ["create_event", "send_email"],
    ),
    (
        "Turn on dark mode and set the font size to 14 in the editor app; also disable telemetry.",
        ["update_settings", "write_file"],
    ),
    (
        "Save a note titled 'ReAct template' containing exactly these three lines: "
        "'Thought: ...', 'Action: search', 'Observation: ...'.",
        ["save_note", "write_file"],
    ),
    (
        "Find 'timeout after 30s' in the payments service logs from the last 15 minutes, case-sensitive.",
        ["grep_logs", "update_settings"],
    ),
    (
        "写一个 notes/todo.md，内容是一个两项的待办清单（- [ ] 买菜，- [ ] 交电费）。",
        ["write_file", "save_note"],
    ),
    (
        "给 hr@acme.cn 发邮件，主题“请假”，正文写“我 12 月 8 日请假一天。”，抄送 boss@acme.cn。",
        ["send_email", "create_event"],
    ),
    (
        "帮我约 12 月 9 日下午 3 点的“周会”，线下，参会人：小王 wang@acme.cn、小李 li@acme.cn。",
        ["create_event", "send_email"],
    ),
    ("把 editor 的主题改成 dark，自动保存打开，间隔 30 秒。", ["update_settings", "save_note"]),
    (
        "记一条笔记，标题“格式备忘”，内容两行：“Action: 工具名”和“Action Input: 参数”。",
        ["save_note", "write_file"],
    ),
    (
        "查一下 gateway 服务最近 10 分钟日志里有没有 “502 Bad Gateway”。",
        ["grep_logs", "update_settings"],
    ),
]

# ---- set 30: tools that take no arguments or only optional ones, a single number, a
# list of numbers, and a word whose meaning is asked in Chinese.


def get_time() -> str:
    """The current local date and time (takes no arguments)."""
    return "2026-12-02 16:20 (Europe/Berlin)"


def quote_of_the_day() -> str:
    """Today's quote (takes no arguments)."""
    return "'Simple things should be simple.' (Alan Kay)"


def list_files(directory: str = ".", pattern: str = "*") -> str:
    """List the files in a directory that match a glob pattern."""
    return f"{directory}: main.py, util.py, test_main.py (pattern {pattern})"


def roll_dice(sides: int = 6, count: int = 1) -> str:
    """Roll dice: how many, with how many sides each."""
    return f"rolled {count}d{sides}: 4, 17, 9"


def mean(numbers: list[float]) -> str:
    """The arithmetic mean of a list of numbers."""
    return f"{sum(numbers) / max(len(numbers), 1):g}"


def set_volume(level: int) -> str:
    """Set the speaker volume (0 to 100)."""
    return f"volume set to {level}"


def lookup_word(word: str, language: str = "en") -> str:
    """Look up a word or idiom in a dictionary of the given language (en, zh)."""
    return f"{word}: a short definition"


TOOLS_30 = {
    f.__name__: f
    for f in (get_time, quote_of_the_day, list_files, roll_dice, mean, set_volume, lookup_word)
}

QUESTIONS_30 = [
    ("What time is it right now?", ["get_time", "quote_of_the_day"]),
    ("Give me today's quote.", ["quote_of_the_day", "lookup_word"]),
    ("List all the Python files in the current directory.", ["list_files", "get_time"]),
    ("Roll three 20-sided dice for me.", ["roll_dice", "mean"]),
    ("What is the average of 3, 4.5 and 10?", ["mean", "roll_dice"]),
    ("Turn the volume down to 35.", ["set_volume", "get_time"]),
    ("What does 'serendipity' mean?", ["lookup_word", "quote_of_the_day"]),
    ("现在几点了？", ["get_time", "quote_of_the_day"]),
    ("列出 src 目录下所有以 test_ 开头的文件。", ["list_files", "get_time"]),
    ("帮我掷一个普通的骰子。", ["roll_dice", "mean"]),
    ("把音量调到 80。", ["set_volume", "quote_of_the_day"]),
    ("查一下成语“画蛇添足”是什么意思。", ["lookup_word", "list_files"]),
]

# ---- set 31: names that differ by a suffix or a separator (search, search_web, search_docs;
# get_user, get_users), camelCase and kebab-case names, and questions that ask for two calls
# at once (the first is the step).


def search(query: str) -> str:
    """Search everything: web, docs and the user directory."""
    return f"3 results for {query!r}"


def search_web(query: str, max_results: int = 5) -> str:
    """Search the public web."""
    return f"{max_results} web results for {query!r}"


def search_docs(query: str, product: str) -> str:
    """Search one product's documentation."""
    return f"{product} docs: 2 pages match {query!r}"


def get_user(user_id: int) -> str:
    """One user's profile by numeric id."""
    return f"user {user_id}: Ana Silva, team infra"


def get_users(team: str) -> str:
    """All users in a team."""
    return f"{team}: Ana, Bo, Chen"


@_named("send-sms")
def send_sms(phone: str, text: str) -> str:
    """Send a text message to a phone number."""
    return f"sms sent to {phone}"


def convertTemperature(value: float, from_unit: str, to_unit: str) -> str:
    """Convert a temperature between C, F and K."""
    return f"{value} {from_unit} = 37.0 {to_unit}"


TOOLS_31 = {
    f.__name__: f
    for f in (search, search_web, search_docs, get_user, get_users, send_sms, convertTemperature)
}

QUESTIONS_31 = [
    ("Search the kite docs for 'retry policy'.", ["search_docs", "search_web", "search"]),
    (
        "Search the web for the 2026 Nobel physics laureates.",
        ["search_web", "search", "search_docs"],
    ),
    ("Who is user 42?", ["get_user", "get_users"]),
    ("Who is on the infra team?", ["get_users", "get_user"]),
    ("Find user 42 and list everyone in team infra.", ["get_user", "get_users"]),
    ("Convert 98.6 F to Celsius.", ["convertTemperature", "search"]),
    ("Text +1 555 0100: 'Running late, 10 min.'", ["send-sms", "search"]),
    ("给 +86 138 0000 0000 发短信：今晚 7 点开会。", ["send-sms", "get_user"]),
    ("团队 design 有哪些成员？", ["get_users", "get_user", "search"]),
    ("把 37 摄氏度换算成华氏度。", ["convertTemperature", "search_web"]),
    ("在 kite 的文档里搜一下“重试策略”。", ["search_docs", "search"]),
    (
        "搜一下网上关于 2026 年诺贝尔物理学奖的消息，只要 3 条。",
        ["search_web", "search_docs", "search"],
    ),
]

# ---- set 32: inputs that span lines or nest: SQL, a file's content, Python code, a list of
# labels, a dict of headers; English and Chinese questions.


def run_sql(query: str) -> str:
    """Run one SQL query against the shop database (tables: orders, customers)."""
    return "3 rows: (1, 'Ana', 120.0), (2, 'Bo', 75.5), (3, 'Chen', 42.0)"


def write_file(path: str, content: str) -> str:
    """Write text content to a file, replacing it."""
    return f"wrote {len(content)} characters to {path}"


def run_python(code: str) -> str:
    """Run a Python snippet and return what it prints."""
    return "55"


def create_ticket(title: str, labels: list[str], priority: str = "normal") -> str:
    """Open an issue ticket with a title, a list of labels and a priority (low, normal, high)."""
    return f"ticket #118 opened: {title} {labels} ({priority})"


def http_request(
    method: str, url: str, headers: dict[str, str] | None = None, body: str = ""
) -> str:
    """Send an HTTP request (method, URL, optional headers and body)."""
    return f"{method} {url} -> 200 OK"


TOOLS_32 = {f.__name__: f for f in (run_sql, write_file, run_python, create_ticket, http_request)}

QUESTIONS_32 = [
    ("How many orders did each customer place? Use the database.", ["run_sql", "run_python"]),
    (
        "Save a file notes/todo.md with a heading 'Todo' and two items: milk, eggs.",
        ["write_file", "run_python"],
    ),
    ("Compute the sum of the integers from 1 to 10 with Python.", ["run_python", "run_sql"]),
    (
        "Open a high-priority ticket 'Login fails on Safari' labelled bug and frontend.",
        ["create_ticket", "http_request"],
    ),
    (
        'POST {"ping": true} to https://api.example.com/health with header X-Token: abc.',
        ["http_request", "run_python"],
    ),
    ("Which customers spent more than 100 in total?", ["run_sql", "write_file"]),
    ("用 SQL 查一下每个客户的订单总金额，按金额从高到低排序。", ["run_sql", "run_python"]),
    ("写一个文件 hello.py，内容是打印“你好，世界”。", ["write_file", "run_python"]),
    ("用 Python 算一下 2 的 20 次方。", ["run_python", "run_sql"]),
    ("开一个工单：标题“支付页面白屏”，标签 bug、支付，优先级高。", ["create_ticket", "write_file"]),
    (
        "向 https://api.example.com/users 发一个 GET 请求，带上头 Accept: application/json。",
        ["http_request", "run_sql"],
    ),
    ("把“会议改到周五”写进 notes/meeting.txt。", ["write_file", "create_ticket"]),
]


def book_flight(origin: str, destination: str, date: str, passengers: int = 1) -> str:
    """Book a flight between two cities on a date (YYYY-MM-DD) for a number of passengers."""
    return f"booked {origin}->{destination} on {date} for {passengers}: ref QX7F2"


def set_thermostat(room: str, temperature: float, eco_mode: bool = False) -> str:
    """Set a room's thermostat to a temperature in Celsius; eco_mode saves energy."""
    return f"{room} set to {temperature} C (eco={eco_mode})"


def add_contact(name: str, phone: str, tags: list[str] | None = None) -> str:
    """Add a contact with a phone number and optional tags."""
    return f"contact {name} saved"


def geocode(address: str) -> str:
    """Return the latitude and longitude of a street address."""
    return "48.8584, 2.2945"


def schedule_meeting(
    participants: list[str],
    start: str,
    duration_minutes: int,
    options: dict[str, bool] | None = None,
) -> str:
    """Schedule a meeting (start as YYYY-MM-DD HH:MM); options such as {"video": true}."""
    return f"meeting at {start} for {duration_minutes} min with {', '.join(participants)}"


TOOLS_33 = {
    f.__name__: f for f in (book_flight, set_thermostat, add_contact, geocode, schedule_meeting)
}

QUESTIONS_33 = [
    ("Book a flight from Lisbon to Oslo on 2026-03-14 for 2 people.", ["book_flight", "geocode"]),
    ("Set the bedroom to 19.5 degrees in eco mode.", ["set_thermostat", "schedule_meeting"]),
    (
        "Save Maria Lopez, +34 600 123 456, tagged family and spain.",
        ["add_contact", "geocode"],
    ),
    ("Where exactly is 5 Avenue Anatole France, Paris on a map?", ["geocode", "book_flight"]),
    (
        "Set up a 45-minute video call with ana@x.io and bo@y.io on 2026-02-02 at 10:00.",
        ["schedule_meeting", "add_contact"],
    ),
    ("Turn the kitchen heating down to 17 degrees.", ["set_thermostat", "geocode"]),
    ("帮我订 2026-05-01 从上海飞成都的机票，三个人。", ["book_flight", "schedule_meeting"]),
    ("把客厅温度调到 22 度，不用节能模式。", ["set_thermostat", "add_contact"]),
    ("添加联系人王芳，电话 138 0013 8000，标签：同事、北京。", ["add_contact", "geocode"]),
    ("北京市海淀区中关村大街 27 号的经纬度是多少？", ["geocode", "book_flight"]),
    (
        "约个会：和 li@a.cn、zhao@b.cn 在 2026-04-08 15:30 开 30 分钟，要视频。",
        ["schedule_meeting", "set_thermostat"],
    ),
    ("Book me on a flight to Tokyo from Seoul on 2026-07-20.", ["book_flight", "add_contact"]),
]


def fx_convert(amount: float, source: str, target: str, on_date: str | None = None) -> str:
    """Convert an amount between currencies (ISO codes), at today's rate or a date's."""
    return f"{amount} {source} = {round(amount * 1.09, 2)} {target}"


def get_stock_history(symbol: str, days: int = 30) -> str:
    """Daily closing prices of a stock for the last number of days."""
    return f"{symbol}: 182.1, 183.4, 181.9 … ({days} days)"


def search_papers(query: str, year_from: int | None = None, max_results: int = 5) -> str:
    """Search scientific papers by keywords, optionally from a year on."""
    return "1. Attention Is All You Need (2017)\n2. ReAct (2022)"


def summarize_url(url: str, max_words: int = 100) -> str:
    """Fetch a web page and summarise it in at most max_words words."""
    return "The page announces a new open-weight model and its benchmarks."


def set_alarm(time: str, label: str = "", repeat_days: list[str] | None = None) -> str:
    """Set an alarm at HH:MM, with an optional label and the weekdays it repeats on."""
    return f"alarm set for {time}"


TOOLS_34 = {
    f.__name__: f for f in (fx_convert, get_stock_history, search_papers, summarize_url, set_alarm)
}

QUESTIONS_34 = [
    ("How much is 250 euros in US dollars?", ["fx_convert", "get_stock_history"]),
    ("Show me NVDA's closing prices for the past week.", ["get_stock_history", "fx_convert"]),
    ("Find 3 papers on tool-using language agents since 2023.", ["search_papers", "summarize_url"]),
    ("Summarise https://example.com/blog/release in 50 words.", ["summarize_url", "search_papers"]),
    ("Wake me at 6:45 on weekdays, label it 'gym'.", ["set_alarm", "get_stock_history"]),
    ("What was 1000 JPY in GBP on 2025-01-02?", ["fx_convert", "set_alarm"]),
    ("1000 人民币能换多少日元？", ["fx_convert", "search_papers"]),
    ("查一下腾讯（0700.HK）最近 10 天的收盘价。", ["get_stock_history", "fx_convert"]),
    ("帮我找 5 篇 2024 年以后关于检索增强生成的论文。", ["search_papers", "summarize_url"]),
    (
        "总结一下这个网页：https://example.cn/news/42，不超过 80 字。",
        ["summarize_url", "set_alarm"],
    ),
    ("每周一、三、五早上 7 点叫我起床，标签写“跑步”。", ["set_alarm", "summarize_url"]),
    ("Is Apple's stock up or down over the last 30 days?", ["get_stock_history", "search_papers"]),
]


def search_products(query: str, max_price: float | None = None, in_stock: bool = True) -> str:
    """Search the shop's products by words, optionally under a price and only in stock."""
    return "P-118 USB-C cable 1m (9.90), P-204 USB-C cable 2m (12.50)"


def add_to_cart(product_id: str, quantity: int = 1) -> str:
    """Put a product (by its id, such as P-118) in the cart."""
    return f"{quantity} x {product_id} in the cart"


def track_order(order_id: str) -> str:
    """Where an order is now (order ids look like 2026-55812)."""
    return f"order {order_id}: out for delivery, arrives today"


def apply_coupon(code: str) -> str:
    """Apply a discount code to the cart."""
    return f"coupon {code} applied: -10%"


def compare_prices(product_ids: list[str]) -> str:
    """Compare the prices of several products by their ids."""
    return "P-118 9.90 < P-204 12.50"


TOOLS_35 = {
    f.__name__: f for f in (search_products, add_to_cart, track_order, apply_coupon, compare_prices)
}

QUESTIONS_35 = [
    ("Find USB-C cables under 15 euros that are in stock.", ["search_products", "compare_prices"]),
    ("Put two of P-118 in my cart.", ["add_to_cart", "search_products"]),
    ("Where is my order 2026-55812?", ["track_order", "apply_coupon"]),
    ("Use the code SPRING10 on my cart.", ["apply_coupon", "add_to_cart"]),
    ("Which is cheaper, P-118 or P-204?", ["compare_prices", "track_order"]),
    (
        "Search for a standing desk, any price, even if out of stock.",
        ["search_products", "add_to_cart"],
    ),
    ("帮我找 200 元以内、有货的蓝牙耳机。", ["search_products", "compare_prices"]),
    ("把 P-204 加入购物车，要三件。", ["add_to_cart", "apply_coupon"]),
    ("查一下订单 2026-60017 到哪了。", ["track_order", "search_products"]),
    ("用优惠码 DOUBLE11 结账。", ["apply_coupon", "track_order"]),
    ("比较一下 P-118、P-204 和 P-331 的价格。", ["compare_prices", "add_to_cart"]),
    ("Add the cheapest USB-C cable to my cart.", ["search_products", "add_to_cart"]),
]


def search_recipes(ingredients: list[str], max_minutes: int | None = None) -> str:
    """Find recipes that use the given ingredients, optionally under a cooking time."""
    return "R-12 tomato egg stir-fry (15 min), R-40 shakshuka (25 min)"


def nutrition_facts(food: str, grams: float = 100) -> str:
    """Calories, protein, fat and carbohydrate of a food for a given weight."""
    return f"{grams} g {food}: 155 kcal, 13 g protein, 11 g fat, 1 g carbs"


def log_meal(meal: str, calories: int, date: str | None = None) -> str:
    """Write a meal and its calories in the food diary (today unless a date is given)."""
    return f"logged {meal} ({calories} kcal)"


def start_timer(minutes: int, label: str = "") -> str:
    """Start a kitchen timer."""
    return f"timer {label or 'timer'}: {minutes} min started"


def scale_recipe(recipe_id: str, servings: int) -> str:
    """Rescale a recipe (ids look like R-12) to a number of servings."""
    return f"{recipe_id} scaled to {servings} servings"


TOOLS_36 = {
    f.__name__: f for f in (search_recipes, nutrition_facts, log_meal, start_timer, scale_recipe)
}

QUESTIONS_36 = [
    ("What can I cook with eggs and tomatoes in 20 minutes?", ["search_recipes", "scale_recipe"]),
    ("How many calories are in 150 g of salmon?", ["nutrition_facts", "log_meal"]),
    ("Log my lunch: chicken salad, 450 kcal.", ["log_meal", "nutrition_facts"]),
    ("Set a 12-minute timer for the pasta.", ["start_timer", "search_recipes"]),
    ("Make recipe R-40 for six people.", ["scale_recipe", "start_timer"]),
    (
        "I ate a 300 kcal bowl of oatmeal yesterday (2026-12-02), note it.",
        ["log_meal", "start_timer"],
    ),
    ("冰箱里有土豆和牛肉，推荐个菜谱。", ["search_recipes", "nutrition_facts"]),
    ("200 克米饭有多少热量？", ["nutrition_facts", "log_meal"]),
    ("帮我记一下晚饭：番茄炒蛋，380 大卡。", ["log_meal", "scale_recipe"]),
    ("定个 8 分钟的计时器，标签写“煮鸡蛋”。", ["start_timer", "nutrition_facts"]),
    ("把菜谱 R-12 改成 4 人份。", ["scale_recipe", "search_recipes"]),
    ("Find a vegetarian recipe with chickpeas and spinach.", ["search_recipes", "log_meal"]),
]


def request_leave(start_date: str, end_date: str, reason: str = "") -> str:
    """Ask for days off between two dates (inclusive)."""
    return f"leave {start_date}..{end_date} requested"


def book_room(room: str, start: str, minutes: int = 30, attendees: list[str] | None = None) -> str:
    """Book a meeting room (rooms are named like 3F-Lotus) from a start time."""
    return f"{room} booked at {start} for {minutes} min"


def lookup_employee(name: str) -> str:
    """Find a colleague's team, desk and e-mail by name."""
    return f"{name}: Platform team, desk 4-112, {name.split()[0].lower()}@corp.example"


def submit_expense(
    amount: float, currency: str, category: str, receipt_url: str | None = None
) -> str:
    """File an expense claim (category: travel, meals, equipment or other)."""
    return f"expense {amount} {currency} ({category}) filed"


def payslip(month: str) -> str:
    """The payslip of a month, written as YYYY-MM."""
    return f"payslip {month}: net 4,210.00"


TOOLS_37 = {
    f.__name__: f for f in (request_leave, book_room, lookup_employee, submit_expense, payslip)
}

QUESTIONS_37 = [
    ("I need Dec 22 to Dec 24 off for a family trip.", ["request_leave", "book_room"]),
    ("Book 3F-Lotus at 14:00 for an hour with Ana and Ben.", ["book_room", "lookup_employee"]),
    ("Who is Maria Chen and where does she sit?", ["lookup_employee", "payslip"]),
    ("Claim 86.40 EUR for a team dinner.", ["submit_expense", "request_leave"]),
    ("Show my payslip for November 2026.", ["payslip", "submit_expense"]),
    (
        "File 1299 USD for a new monitor, receipt at https://r.example/7781.",
        ["submit_expense", "payslip"],
    ),
    ("我想请 12 月 29 日到 31 日的年假。", ["request_leave", "payslip"]),
    ("帮我订明天上午 10 点的 5F-竹 会议室，开 45 分钟。", ["book_room", "request_leave"]),
    ("查一下同事张伟在哪个组。", ["lookup_employee", "book_room"]),
    ("报销出差打车费 230 元。", ["submit_expense", "lookup_employee"]),
    ("看看我 2026 年 10 月的工资条。", ["payslip", "submit_expense"]),
    ("Take Friday 2027-01-08 off, reason: dentist.", ["request_leave", "lookup_employee"]),
]


def enroll_course(course_code: str, section: int = 1, waitlist: bool = False) -> str:
    """Enrol the student in a course section (course codes look like CS-201)."""
    return f"enrolled in {course_code} section {section}"


def getExamSchedule(course_code: str, term: str = "2027S") -> str:
    """Exam dates and rooms of a course in a term (terms look like 2027S)."""
    return f"{course_code} exam: 2027-05-18 09:00, Hall B"


def grade_lookup(course_code: str, term: str) -> str:
    """The student's grade in a finished course."""
    return f"{course_code} {term}: A-"


def campus_map(building: str, from_building: str | None = None) -> str:
    """Where a campus building is, and the walk from another one if given."""
    return f"{building}: north quad, 6 min walk"


def reserve_study_room(date: str, start: str, hours: float = 1.0, seats: int = 1) -> str:
    """Reserve a library study room (date YYYY-MM-DD, start HH:MM)."""
    return f"study room on {date} {start} for {hours} h, {seats} seats"


TOOLS_38 = {
    f.__name__: f
    for f in (enroll_course, getExamSchedule, grade_lookup, campus_map, reserve_study_room)
}

QUESTIONS_38 = [
    ("Sign me up for CS-201, section 3.", ["enroll_course", "getExamSchedule"]),
    ("When is the MATH-110 exam this spring?", ["getExamSchedule", "campus_map"]),
    ("What did I get in PHYS-150 last fall (2026F)?", ["grade_lookup", "enroll_course"]),
    ("How do I walk from the Library to Hall B?", ["campus_map", "reserve_study_room"]),
    (
        "Book a study room for 4 people on 2027-03-02 at 15:30 for two hours.",
        ["reserve_study_room", "campus_map"],
    ),
    ("Put me on the waitlist for BIO-330.", ["enroll_course", "grade_lookup"]),
    ("帮我选 CS-305 这门课的第 2 个班。", ["enroll_course", "reserve_study_room"]),
    ("高数 MATH-101 什么时候考试？在哪个教室？", ["getExamSchedule", "campus_map"]),
    ("查一下我 2026F 学期 ECON-200 的成绩。", ["grade_lookup", "getExamSchedule"]),
    ("从图书馆走到体育馆要多久？", ["campus_map", "enroll_course"]),
    ("订一个明天下午两点的自习室，3 个人，3 小时。", ["reserve_study_room", "grade_lookup"]),
    (
        "Is there an exam for CHEM-120 in term 2027S, and where?",
        ["getExamSchedule", "reserve_study_room"],
    ),
]


def track_parcel(tracking_number: str) -> str:
    """Where a parcel is now and when it should arrive (numbers look like SF1234567890)."""
    return f"{tracking_number}: out for delivery, ETA today 18:00"


def schedule_pickup(address: str, date: str, window: str = "09:00-12:00", parcels: int = 1) -> str:
    """Book a courier pickup at an address (date YYYY-MM-DD, window HH:MM-HH:MM)."""
    return f"pickup booked at {address} on {date} {window} for {parcels} parcel(s)"


def shipping_quote(origin: str, destination: str, weight_kg: float, express: bool = False) -> str:
    """Price and days for sending a parcel between two cities."""
    return f"{origin} -> {destination}, {weight_kg} kg: 18.00 CNY, 2 days"


def redirect_delivery(tracking_number: str, new_address: str) -> str:
    """Send a parcel that is still on its way to a different address."""
    return f"{tracking_number} redirected to {new_address}"


def nearest_lockers(near: str, limit: int = 3) -> str:
    """Parcel lockers close to a place, nearest first."""
    return f"lockers near {near}: L-12 (200 m), L-07 (450 m)"


TOOLS_39 = {
    f.__name__: f
    for f in (track_parcel, schedule_pickup, shipping_quote, redirect_delivery, nearest_lockers)
}

QUESTIONS_39 = [
    ("Where is my parcel SF1402938475?", ["track_parcel", "redirect_delivery"]),
    (
        "Have a courier pick up 2 boxes from 18 Elm Road on 2027-02-11 in the afternoon.",
        ["schedule_pickup", "shipping_quote"],
    ),
    (
        "How much to send 3.5 kg from Shanghai to Chengdu by express?",
        ["shipping_quote", "nearest_lockers"],
    ),
    (
        "Please send YT8812345670 to my office at 9 Harbour St instead.",
        ["redirect_delivery", "track_parcel"],
    ),
    ("Find two parcel lockers near Central Station.", ["nearest_lockers", "schedule_pickup"]),
    ("Is JD0099887766 delivered yet?", ["track_parcel", "nearest_lockers"]),
    ("帮我查一下快递 SF7766554433 到哪了。", ["track_parcel", "shipping_quote"]),
    ("明天上午来朝阳路 88 号取件，一共 3 个包裹。", ["schedule_pickup", "redirect_delivery"]),
    ("从北京寄 1.2 公斤到广州要多少钱？", ["shipping_quote", "track_parcel"]),
    ("把 ZTO5566778899 改送到公司：科技园南区 5 栋。", ["redirect_delivery", "schedule_pickup"]),
    ("附近有没有快递柜？我在人民广场。", ["nearest_lockers", "track_parcel"]),
    (
        "Quote a 12 kg parcel from Berlin to Munich, standard.",
        ["shipping_quote", "redirect_delivery"],
    ),
]


def book_vet_visit(pet_name: str, date: str, reason: str = "checkup", urgent: bool = False) -> str:
    """Book a visit at the vet clinic (date YYYY-MM-DD)."""
    return f"vet visit for {pet_name} on {date} ({reason})"


def vaccineRecord(pet_name: str) -> str:
    """Which vaccines a pet has had and which are due."""
    return f"{pet_name}: rabies 2026-05, DHPP due 2027-01"


def food_portion(species: str, weight_kg: float, age_years: int = 3) -> str:
    """Daily food amount for a cat or dog of a given weight."""
    return f"{species}, {weight_kg} kg: 180 g a day"


def find_pet_sitter(city: str, dates: list[str], pets: int = 1) -> str:
    """Pet sitters free on all the given dates in a city."""
    return f"sitters in {city} for {len(dates)} day(s): Mia (4.9), Tom (4.7)"


def adoption_search(species: str, city: str, max_age_years: int | None = None) -> str:
    """Animals up for adoption at shelters in a city."""
    return f"{species} in {city}: Biscuit (2 y), Luna (5 y)"


TOOLS_40 = {
    f.__name__: f
    for f in (book_vet_visit, vaccineRecord, food_portion, find_pet_sitter, adoption_search)
}

QUESTIONS_40 = [
    (
        "Book Max in at the vet on 2027-04-08, he keeps limping.",
        ["book_vet_visit", "vaccineRecord"],
    ),
    ("Is Luna due for any shots?", ["vaccineRecord", "book_vet_visit"]),
    ("How much should my 4.2 kg cat eat each day? She is 7.", ["food_portion", "adoption_search"]),
    (
        "I need a sitter in Lyon for 2027-07-01 and 2027-07-02, two dogs.",
        ["find_pet_sitter", "food_portion"],
    ),
    ("Any dogs under 3 years old to adopt in Leeds?", ["adoption_search", "find_pet_sitter"]),
    (
        "Urgent: Coco ate chocolate, get her seen today (2027-01-15).",
        ["book_vet_visit", "food_portion"],
    ),
    ("帮我给豆豆约个体检，2027-05-20。", ["book_vet_visit", "vaccineRecord"]),
    ("旺财的疫苗打到哪一针了？", ["vaccineRecord", "adoption_search"]),
    ("一只 12 公斤的狗一天喂多少狗粮？", ["food_portion", "book_vet_visit"]),
    ("下周六周日在杭州找个猫咪保姆，两只猫。", ["find_pet_sitter", "vaccineRecord"]),
    ("成都有没有可以领养的猫？", ["adoption_search", "food_portion"]),
    ("Find a cat to adopt in Porto, no older than 2.", ["adoption_search", "find_pet_sitter"]),
]


def meter_reading(meter_id: str) -> str:
    """The latest reading of an electricity or gas meter."""
    return f"{meter_id}: 48213 kWh on 2027-02-28"


def tariff_compare(postcode: str, annual_kwh: int, green_only: bool = False) -> str:
    """Cheapest energy tariffs for a postcode and yearly use."""
    return f"{postcode}, {annual_kwh} kWh: Octave Fix 24.1p, Bright Flex 25.3p"


def schedule_heatpump_service(address: str, date: str, slot: str = "morning") -> str:
    """Book a heat pump service visit (date YYYY-MM-DD; slot morning or afternoon)."""
    return f"heat pump service at {address} on {date}, {slot}"


def solarEstimate(roof_area_m2: float, orientation: str, tilt_deg: int = 30) -> str:
    """Yearly output of solar panels on a roof."""
    return f"{roof_area_m2} m2 facing {orientation}: about 3,900 kWh a year"


def report_outage(address: str, since: str, details: dict | None = None) -> str:
    """Report a power cut at an address (since: when it began, HH:MM)."""
    return f"outage at {address} since {since} logged as OUT-7731"


TOOLS_41 = {
    f.__name__: f
    for f in (
        meter_reading,
        tariff_compare,
        schedule_heatpump_service,
        solarEstimate,
        report_outage,
    )
}

QUESTIONS_41 = [
    ("What does meter E-55-1029 read now?", ["meter_reading", "tariff_compare"]),
    (
        "Find me a green tariff for SW9 8LB, we use about 3100 kWh a year.",
        ["tariff_compare", "meter_reading"],
    ),
    (
        "Book a heat pump service at 14 Mill Lane on 2027-03-12, afternoon please.",
        ["schedule_heatpump_service", "report_outage"],
    ),
    (
        "How much power would 22 square metres of panels facing south-west make?",
        ["solarEstimate", "tariff_compare"],
    ),
    (
        "The power has been out at 3 Quay Street since 18:40, the whole street is dark.",
        ["report_outage", "schedule_heatpump_service"],
    ),
    ("Compare tariffs for postcode 10115 at 2500 kWh.", ["tariff_compare", "solarEstimate"]),
    ("查一下电表 E-88-2041 的最新读数。", ["meter_reading", "report_outage"]),
    ("邮编 200031，一年用电 4200 度，哪个套餐最便宜？", ["tariff_compare", "meter_reading"]),
    (
        "帮我约 2027-04-02 上午到西湖区文三路 9 号保养热泵。",
        ["schedule_heatpump_service", "solarEstimate"],
    ),
    ("屋顶 30 平方米朝南，倾角 25 度，一年能发多少电？", ["solarEstimate", "meter_reading"]),
    ("滨江路 12 号从 21:15 开始停电了，整栋楼都没电。", ["report_outage", "tariff_compare"]),
    (
        "Solar estimate for a 15 m2 east-facing roof at 40 degrees.",
        ["solarEstimate", "schedule_heatpump_service"],
    ),
]


def seat_map(venue_id: str, section: str | None = None) -> str:
    """Free seats at a venue, optionally in one section."""
    return f"{venue_id} {section or 'all'}: A12, A13, C4 free"


def buy_tickets(event_id: str, seats: list[str], email: str) -> str:
    """Buy seats for an event; tickets go to the email."""
    return f"{len(seats)} seats for {event_id} sent to {email}, order T-5520"


def refund_request(order_no: str, reason: str) -> str:
    """Ask for a refund of a ticket order."""
    return f"refund for {order_no} opened ({reason})"


def eventSearch(city: str, genre: str = "any", max_price: float | None = None) -> str:
    """Concerts and shows in a city, by genre and price cap."""
    return f"{city}/{genre}: EV-301 Jazz Night 45.0, EV-377 Indie Fest 60.0"


def transfer_ticket(ticket_id: str, to_phone: str, note: str = "") -> str:
    """Send a ticket to someone else's phone."""
    return f"{ticket_id} sent to {to_phone}"


TOOLS_42 = {
    f.__name__: f
    for f in (
        seat_map,
        buy_tickets,
        refund_request,
        eventSearch,
        transfer_ticket,
    )
}

QUESTIONS_42 = [
    ("Which seats are still free in section B at venue V-ARENA-7?", ["seat_map", "buy_tickets"]),
    (
        "Buy seats A12 and A13 for EV-301 and send them to mia@example.org.",
        ["buy_tickets", "seat_map"],
    ),
    (
        "I want my money back for order T-4410, the show was moved to a date I can't make.",
        ["refund_request", "transfer_ticket"],
    ),
    ("Any jazz concerts in Glasgow under 40 pounds?", ["eventSearch", "seat_map"]),
    (
        "Send ticket TK-88213 to my brother at +44 7700 900123, say happy birthday.",
        ["transfer_ticket", "refund_request"],
    ),
    ("What's on in Berlin this month?", ["eventSearch", "buy_tickets"]),
    ("看看 V-SH-02 场馆还有哪些空座。", ["seat_map", "eventSearch"]),
    (
        "帮我买 EV-377 的 C4 和 C5 两个座位，票发到 li.na@example.cn。",
        ["buy_tickets", "refund_request"],
    ),
    ("订单 T-9031 要退票，家里有事去不了了。", ["refund_request", "buy_tickets"]),
    ("上海有什么 300 元以内的摇滚演出？", ["eventSearch", "transfer_ticket"]),
    ("把票 TK-10452 转给 13800138000，备注：生日快乐。", ["transfer_ticket", "seat_map"]),
    (
        "Find me a comedy show in Dublin, anything up to 25 euro.",
        ["eventSearch", "refund_request"],
    ),
]


def search_catalog(query: str, format: str = "any") -> str:
    """Books, e-books and audiobooks in the city library's catalogue."""
    return f"{query} ({format}): ISBN 978-0-14-118776-1 at Central, 978-7-02-000220-2 at East"


def renew_loan(loan_id: str, days: int = 14) -> str:
    """Renew a borrowed item for some more days."""
    return f"{loan_id} renewed for {days} days"


def placeHold(isbn: str, branch: str) -> str:
    """Reserve a book to pick up at a branch."""
    return f"hold on {isbn} at {branch}, number 4 in the queue"


def room_booking(branch: str, date: str, hours: float, people: int | None = None) -> str:
    """Book a study room at a branch (date YYYY-MM-DD)."""
    return f"room at {branch} on {date} for {hours} h"


def fine_balance(card_number: str) -> str:
    """Unpaid late fees on a library card."""
    return f"card {card_number}: 2.40 owed"


TOOLS_43 = {
    f.__name__: f
    for f in (
        search_catalog,
        renew_loan,
        placeHold,
        room_booking,
        fine_balance,
    )
}

QUESTIONS_43 = [
    ("Do you have The Left Hand of Darkness as an audiobook?", ["search_catalog", "placeHold"]),
    ("Renew loan L-20931 for another week please.", ["renew_loan", "fine_balance"]),
    (
        "Reserve ISBN 978-0-14-118776-1 for pickup at the Central branch.",
        ["placeHold", "search_catalog"],
    ),
    (
        "Book a study room at East branch on 2027-03-09 for two and a half hours, 4 of us.",
        ["room_booking", "renew_loan"],
    ),
    ("How much do I owe on card 2900-1123-77?", ["fine_balance", "room_booking"]),
    ("Any books by Ursula Le Guin?", ["search_catalog", "fine_balance"]),
    ("图书馆有没有《三体》的电子书？", ["search_catalog", "renew_loan"]),
    ("借阅 L-55810 再续借 21 天。", ["renew_loan", "placeHold"]),
    ("帮我预约 ISBN 978-7-02-000220-2，在东区分馆取书。", ["placeHold", "room_booking"]),
    ("明天 2027-04-18 在中心馆订个自习室，3 小时。", ["room_booking", "search_catalog"]),
    ("借书证 6210-3345-09 欠了多少滞纳金？", ["fine_balance", "placeHold"]),
    (
        "Renew everything on loan L-77012 for 30 days, I'm travelling.",
        ["renew_loan", "search_catalog"],
    ),
]


def rent_car(
    city: str,
    pickup_date: str,
    days: int,
    car_class: Literal["mini", "compact", "suv", "van"] = "compact",
) -> str:
    """Hire a car in a city from a date (YYYY-MM-DD) for some days."""
    return f"{car_class} in {city} from {pickup_date} for {days} days: booking RC-7731"


def roadsideHelp(plate: str, location: str, issue: str) -> str:
    """Call roadside assistance to a car that broke down."""
    return f"patrol on the way to {location} for {plate} ({issue}), about 40 min"


def fuel_price(city: str, fuel: Literal["petrol", "diesel", "electric"] = "petrol") -> str:
    """Today's average fuel or charging price in a city."""
    return f"{fuel} in {city}: 1.71 a litre"


def toll_estimate(origin: str, destination: str, stops: list[str] | None = None) -> str:
    """Estimated road tolls for a trip, through optional stops."""
    return f"{origin} to {destination}: 38.50 in tolls"


def return_car(booking_id: str, mileage: int, fuel_full: bool = True) -> str:
    """Hand back a hired car with its odometer reading."""
    return f"{booking_id} returned at {mileage} km"


TOOLS_44 = {
    f.__name__: f
    for f in (
        rent_car,
        roadsideHelp,
        fuel_price,
        toll_estimate,
        return_car,
    )
}

QUESTIONS_44 = [
    ("I need an SUV in Lisbon from 2027-07-02 for five days.", ["rent_car", "toll_estimate"]),
    (
        "My car KX19 ABC has a flat tyre on the A9 near Perth, please send help.",
        ["roadsideHelp", "fuel_price"],
    ),
    ("How much is diesel in Lyon today?", ["fuel_price", "rent_car"]),
    (
        "Tolls from Milan to Rome if we stop in Bologna and Florence?",
        ["toll_estimate", "return_car"],
    ),
    (
        "Returning booking RC-5120, the odometer says 48,210 km, tank full.",
        ["return_car", "roadsideHelp"],
    ),
    ("What does charging an EV cost in Oslo right now?", ["fuel_price", "toll_estimate"]),
    ("我想在成都租一辆面包车，2027-08-15 取车，租 3 天。", ["rent_car", "return_car"]),
    ("车牌 沪A·3K921 在沪昆高速嘉兴段爆胎了，快来救援。", ["roadsideHelp", "rent_car"]),
    ("深圳今天 92 号汽油多少钱一升？", ["fuel_price", "roadsideHelp"]),
    ("从北京开到西安，中途经过太原，过路费大概多少？", ["toll_estimate", "fuel_price"]),
    ("还车，订单 RC-8802，里程 30125 公里，油没加满。", ["return_car", "toll_estimate"]),
    ("Book the smallest car you have in Naples, 2027-09-01, one week.", ["rent_car", "fuel_price"]),
]


def book_movers(from_address: str, to_address: str, move_date: str, rooms: int = 2) -> str:
    """Book a removal van and crew for a house move (date YYYY-MM-DD)."""
    return f"{rooms}-room move {from_address} -> {to_address} on {move_date}: quote MV-3318, 640.00"


def storage_unit(city: str, size_sqm: float, months: int = 1, climate_control: bool = False) -> str:
    """Rent a self-storage unit in a city for some months."""
    return f"{size_sqm} m2 unit in {city} for {months} months: 89.00 a month"


def mailRedirect(
    old_address: str, new_address: str, start: str, months: Literal[3, 6, 12] = 6
) -> str:
    """Redirect post from an old address to a new one from a start date."""
    return f"post redirected from {start} for {months} months: ref MR-5512"


def internet_setup(address: str, speed_mbps: int = 100, install_date: str | None = None) -> str:
    """Order broadband at an address, with an optional engineer visit date."""
    return f"{speed_mbps} Mb/s at {address}: engineer on {install_date or 'the first free day'}"


def council_tax_band(postcode: str, house_number: str) -> str:
    """Look up a property's council tax band and this year's charge."""
    return f"{house_number}, {postcode}: band C, 1,842.17 a year"


TOOLS_45 = {
    f.__name__: f
    for f in (
        book_movers,
        storage_unit,
        mailRedirect,
        internet_setup,
        council_tax_band,
    )
}

QUESTIONS_45 = [
    (
        "We move from 12 Elm Road, Leeds to 4 Quay Street, York on 2027-05-14; three rooms. Book movers.",
        ["book_movers", "storage_unit"],
    ),
    (
        "I need a 6 square metre storage unit in Bristol for four months, climate controlled.",
        ["storage_unit", "book_movers"],
    ),
    (
        "Redirect my post from 3 Hill Lane, Bath BA1 2AB to 77 Mill Street, Exeter EX1 1AA starting 2027-06-01 for a year.",
        ["mailRedirect", "internet_setup"],
    ),
    (
        "Set up 500 Mb/s broadband at Flat 2, 9 Canal Walk, Manchester M4 6AF, engineer on 2027-06-03 if possible.",
        ["internet_setup", "council_tax_band"],
    ),
    ("What council tax band is 41 Orchard Close, CB4 3JX?", ["council_tax_band", "mailRedirect"]),
    (
        "Is a 2.5 m2 unit in Glasgow for one month cheaper without climate control?",
        ["storage_unit", "council_tax_band"],
    ),
    (
        "下个月 18 号从杭州西湖区文三路 88 号搬到滨江区江南大道 1200 号，两居室，帮我约搬家公司。",
        ["book_movers", "internet_setup"],
    ),
    ("我在上海浦东找一个 10 平米的仓储，租半年，要恒温。", ["storage_unit", "mailRedirect"]),
    (
        "帮新家开通宽带：广州天河区体育西路 103 号 1502 室，要 1000 兆，2027-07-09 上门安装。",
        ["internet_setup", "book_movers"],
    ),
    (
        "邮件转寄：从北京朝阳区望京 SOHO T1 转到北京海淀区中关村大街 27 号，从 2027-04-20 开始，转 3 个月。",
        ["mailRedirect", "council_tax_band"],
    ),
    (
        "Band and yearly charge for house 7A, postcode SW9 8QL?",
        ["council_tax_band", "storage_unit"],
    ),
    (
        "Movers for a one-room flat, 5 Dock St Cardiff to 19 Beach Rd Swansea, 2027-08-30.",
        ["book_movers", "mailRedirect"],
    ),
]


def find_tutor(
    language: str, city: str | None = None, online: bool = True, max_rate: float | None = None
) -> str:
    """Tutors of a language, online or in a city, under an hourly rate."""
    return f"3 {language} tutors ({'online' if online else city}): Ana 22/h, Kenji 25/h, Lea 19/h"


def book_lesson(tutor: str, start: str, minutes: Literal[30, 45, 60] = 60) -> str:
    """Book a lesson with a tutor at a start time (YYYY-MM-DD HH:MM)."""
    return f"{minutes}-minute lesson with {tutor} at {start}: LS-2207"


def vocabDrill(language: str, topic: str, words: int = 10) -> str:
    """A drill of vocabulary on a topic, with answers."""
    return f"{words} {language} words on {topic}: ..."


def exam_dates(exam: str, country: str, year: int | None = None) -> str:
    """Sitting dates of a language exam (HSK, JLPT, DELE, IELTS...) in a country."""
    return f"{exam} in {country}: 2027-03-14, 2027-06-20, 2027-11-07"


def pronounce(text: str, language: str, slow: bool = False) -> str:
    """Audio and IPA for a word or phrase."""
    return f"/{text}/ ({language}), audio PR-88.mp3"


TOOLS_46 = {
    f.__name__: f
    for f in (
        find_tutor,
        book_lesson,
        vocabDrill,
        exam_dates,
        pronounce,
    )
}

QUESTIONS_46 = [
    ("Find me an online Japanese tutor under 25 an hour.", ["find_tutor", "book_lesson"]),
    ("Book a 45-minute lesson with Kenji on 2027-02-03 at 18:30.", ["book_lesson", "find_tutor"]),
    ("Give me 15 Spanish words about the kitchen to practise.", ["vocabDrill", "pronounce"]),
    ("When can I sit the JLPT in Germany next year (2027)?", ["exam_dates", "find_tutor"]),
    ("How do you say 'Eichhörnchen' in German? Slowly please.", ["pronounce", "vocabDrill"]),
    ("Is there an in-person French tutor in Lyon? Not online.", ["find_tutor", "exam_dates"]),
    ("帮我找一个在上海线下教西班牙语的老师，时薪不超过 200。", ["find_tutor", "book_lesson"]),
    ("给我出 20 个关于机场的日语单词练习。", ["vocabDrill", "exam_dates"]),
    ("2027 年 HSK 在新加坡的考试日期是哪几天？", ["exam_dates", "pronounce"]),
    ("“Schadenfreude” 这个词怎么读？", ["pronounce", "find_tutor"]),
    ("和 Lea 约一节 30 分钟的课，2027-01-09 10:00。", ["book_lesson", "vocabDrill"]),
    (
        "DELE dates in Mexico for 2027, and any tutor online for Spanish under 20?",
        ["exam_dates", "find_tutor"],
    ),
]


def soil_test(postcode: str, depth_cm: int = 15) -> str:
    """pH and nutrients of the soil at a postcode, sampled at a depth."""
    return f"soil at {postcode}, {depth_cm} cm: pH 6.4, N low, P ok, K high"


def plantIdentify(description: str, leaf_shape: str | None = None) -> str:
    """Name a plant from a description of it and, if known, its leaf shape."""
    return "likely Digitalis purpurea (foxglove), toxic to pets"


def frost_dates(city: str, year: int | None = None) -> str:
    """Last spring frost and first autumn frost for a city."""
    return f"{city}: last frost ~2027-04-18, first frost ~2027-10-29"


def order_seeds(variety: str, packets: int = 1, organic: bool = False) -> str:
    """Order packets of seeds of a variety."""
    return f"{packets} x {variety}{' (organic)' if organic else ''}: SD-5521"


def water_schedule(plant: str, climate: Literal["dry", "temperate", "humid"] = "temperate") -> str:
    """How often and how much to water a plant in a climate."""
    return f"{plant} ({climate}): 2 L twice a week, mornings"


TOOLS_47 = {
    f.__name__: f
    for f in (
        soil_test,
        plantIdentify,
        frost_dates,
        order_seeds,
        water_schedule,
    )
}

QUESTIONS_47 = [
    ("What's the soil like at OX2 6GG, 30 cm down?", ["soil_test", "order_seeds"]),
    (
        "Tall purple bell-shaped flowers, hairy oval leaves. What plant is this?",
        ["plantIdentify", "water_schedule"],
    ),
    ("When is the last frost in Leeds in 2027?", ["frost_dates", "order_seeds"]),
    (
        "Order 3 packets of organic 'Gardener's Delight' tomato seeds.",
        ["order_seeds", "frost_dates"],
    ),
    ("How often should I water basil in a dry climate?", ["water_schedule", "plantIdentify"]),
    (
        "Test the soil at EH3 9DR and tell me if it suits blueberries.",
        ["soil_test", "plantIdentify"],
    ),
    ("北京 2027 年最后一次霜冻是什么时候？", ["frost_dates", "water_schedule"]),
    ("帮我订 2 包有机的樱桃萝卜种子。", ["order_seeds", "soil_test"]),
    ("叶子是心形的，开白色小花，有点像茉莉，这是什么植物？", ["plantIdentify", "order_seeds"]),
    ("湿润气候里绿萝多久浇一次水？", ["water_schedule", "frost_dates"]),
    ("测一下邮编 200031 的土壤，深度 20 厘米。", ["soil_test", "frost_dates"]),
    (
        "First frost in Boston this year (2027), and how to water tomatoes until then?",
        ["frost_dates", "water_schedule"],
    ),
]


def venue_search(city: str, guests: int, date: str | None = None) -> str:
    """Wedding venues in a city that seat a number of guests, free on a date."""
    return f"venues in {city} for {guests}: Old Mill (free), Rose Hall (waitlist)"


def guest_rsvp(guest: str, attending: bool, dietary: str | None = None) -> str:
    """Record a guest's reply and dietary needs."""
    return f"RSVP {guest}: {'yes' if attending else 'no'}"


def cakeQuote(tiers: int, flavour: str, servings: int) -> str:
    """Price of a wedding cake."""
    return f"{tiers}-tier {flavour} for {servings}: 420.00"


def dress_fitting(name: str, date: str, alterations: list[str] | None = None) -> str:
    """Book a dress fitting on a date (YYYY-MM-DD), with alterations to make."""
    return f"fitting for {name} on {date}: DF-310"


def seating_plan(tables: int, per_table: int, keep_apart: list[str] | None = None) -> str:
    """Draft a seating plan, keeping some guests at different tables."""
    return f"{tables} tables of {per_table}: plan SP-77"


TOOLS_48 = {
    f.__name__: f
    for f in (
        venue_search,
        guest_rsvp,
        cakeQuote,
        dress_fitting,
        seating_plan,
    )
}

QUESTIONS_48 = [
    (
        "Find a wedding venue in York for 120 guests on 2027-09-18.",
        ["venue_search", "seating_plan"],
    ),
    ("Mark Priya Shah as attending, vegetarian.", ["guest_rsvp", "seating_plan"]),
    ("How much is a 3-tier lemon cake for 90 people?", ["cakeQuote", "venue_search"]),
    (
        "Book my dress fitting on 2027-07-02; the hem needs taking up.",
        ["dress_fitting", "cakeQuote"],
    ),
    ("12 tables of 10, and keep Uncle Bob and Aunt Jo apart.", ["seating_plan", "guest_rsvp"]),
    ("Tom Reed can't come. Record that.", ["guest_rsvp", "venue_search"]),
    ("在杭州找一个能坐 200 人的婚礼场地，2027-10-01。", ["venue_search", "cakeQuote"]),
    ("王磊会来，他对花生过敏，帮我登记一下。", ["guest_rsvp", "seating_plan"]),
    ("两层巧克力蛋糕，60 人份，多少钱？", ["cakeQuote", "dress_fitting"]),
    ("帮我排 15 桌，每桌 8 人，李叔和张姨别坐一起。", ["seating_plan", "venue_search"]),
    ("给林晓约 2027-05-20 试婚纱，袖子要改短。", ["dress_fitting", "guest_rsvp"]),
    (
        "Venue in Bath for 80 on 2027-06-12, and quote a 2-tier vanilla cake for 80?",
        ["venue_search", "cakeQuote"],
    ),
]


# ---- set 49: car care: a hyphenated MCP-style name, an enum, a float, a nested optional list


@_named("garage-book_service")
def garage_book_service(
    plate: str, service: Literal["oil", "tyres", "mot", "full"], date: str
) -> str:
    """Book a car service for a number plate on a date (YYYY-MM-DD)."""
    return f"{service} service for {plate} on {date}: booking GB-5521"


def fuelPrice(postcode: str, fuel: Literal["petrol", "diesel", "lpg"] = "petrol") -> str:
    """Cheapest fuel price near a postcode, per litre."""
    return f"{fuel} near {postcode}: 1.43 a litre at Shell Northgate"


def tyre_pressure(make: str, model: str, year: int, loaded: bool = False) -> str:
    """Recommended tyre pressures for a car."""
    return f"{make} {model} {year}: front 2.3 bar, rear 2.1 bar"


def recall_check(vin: str) -> str:
    """Open safety recalls for a vehicle identification number."""
    return f"{vin}: 1 open recall (airbag inflator)"


def trip_cost(distance_km: float, consumption_l_per_100km: float, price_per_litre: float) -> str:
    """Fuel cost of a trip."""
    return f"{distance_km * consumption_l_per_100km / 100 * price_per_litre:.2f}"


TOOLS_49 = {
    f.__name__: f
    for f in (
        garage_book_service,
        fuelPrice,
        tyre_pressure,
        recall_check,
        trip_cost,
    )
}

QUESTIONS_49 = [
    (
        "Book an MOT for plate KX19 ABC on 2027-03-08.",
        ["garage-book_service", "recall_check"],
    ),
    ("Cheapest diesel near SW1A 1AA?", ["fuelPrice", "trip_cost"]),
    ("What tyre pressure for a 2019 Honda Jazz, fully loaded?", ["tyre_pressure", "fuelPrice"]),
    ("Any recalls on VIN WVWZZZ1JZXW000001?", ["recall_check", "tyre_pressure"]),
    (
        "How much fuel money for 420 km at 6.2 L/100km and 1.55 a litre?",
        ["trip_cost", "fuelPrice"],
    ),
    ("帮我给沪A12345 约个全面保养，2027-04-15。", ["garage-book_service", "tyre_pressure"]),
    ("邮编 100027 附近最便宜的汽油多少钱一升？", ["fuelPrice", "recall_check"]),
    ("2021 款丰田卡罗拉的胎压应该是多少？", ["tyre_pressure", "trip_cost"]),
    ("车架号 LSVAM4187C2184952 有没有召回？", ["recall_check", "garage-book_service"]),
    ("开 1200 公里，百公里 7.5 升，油价 7.9 元，油钱多少？", ["trip_cost", "fuelPrice"]),
    (
        "Check recalls on VIN 1HGCM82633A004352 and book a full service for it, plate AB12 CDE, 2027-02-01.",
        ["recall_check", "garage-book_service"],
    ),
    (
        "Price of LPG near M1 1AE, and what would 300 km at 9 L/100km cost?",
        ["fuelPrice", "trip_cost"],
    ),
]


# ---- set 50: a library and a pharmacy: Chinese-pinyin names, an int list, a dict parameter


def jieshu(isbn: str, card_number: str) -> str:
    """Borrow a library book by ISBN with a library card."""
    return f"{isbn} lent to {card_number}, due 2027-01-20"


def search_catalogue(query: str, author: str | None = None, available_only: bool = True) -> str:
    """Search the library catalogue."""
    return f"catalogue '{query}': 3 titles, 2 on the shelf"


def refill_prescription(rx_id: str, pharmacy_id: int, quantity: int = 30) -> str:
    """Refill a prescription at a pharmacy."""
    return f"rx {rx_id} at pharmacy {pharmacy_id}: ready tomorrow"


def drugInteraction(drugs: list[str]) -> str:
    """Known interactions between medicines."""
    return f"{', '.join(drugs)}: 1 moderate interaction"


def renew_loans(card_number: str, loan_ids: list[int]) -> str:
    """Renew books on loan."""
    return f"renewed {len(loan_ids)} loans on {card_number}"


TOOLS_50 = {
    f.__name__: f
    for f in (
        jieshu,
        search_catalogue,
        refill_prescription,
        drugInteraction,
        renew_loans,
    )
}

QUESTIONS_50 = [
    ("Borrow ISBN 978-0-14-143951-8 on card 2200417.", ["jieshu", "search_catalogue"]),
    (
        "Is there a copy of 'Wolf Hall' by Hilary Mantel on the shelf?",
        ["search_catalogue", "jieshu"],
    ),
    (
        "Refill prescription RX-88213 at pharmacy 14, 60 tablets.",
        ["refill_prescription", "drugInteraction"],
    ),
    ("Can I take ibuprofen with warfarin?", ["drugInteraction", "refill_prescription"]),
    ("Renew loans 5512 and 5530 on card 2200417.", ["renew_loans", "jieshu"]),
    ("用借书证 88001234 借 ISBN 9787020002207 这本书。", ["jieshu", "renew_loans"]),
    ("图书馆有没有刘慈欣的《三体》，只看在架的。", ["search_catalogue", "jieshu"]),
    ("帮我在 3 号药房续 RX-20931 的处方，要 90 片。", ["refill_prescription", "drugInteraction"]),
    ("阿司匹林和氯吡格雷能一起吃吗？", ["drugInteraction", "search_catalogue"]),
    ("借书证 88001234 上的 101、102、107 号借阅都续借一下。", ["renew_loans", "search_catalogue"]),
    (
        "Search for books on sourdough baking and borrow the first on card 2200417 (ISBN 978-1-60774-274-5).",
        ["search_catalogue", "jieshu"],
    ),
    (
        "Do metformin, lisinopril and simvastatin interact?",
        ["drugInteraction", "refill_prescription"],
    ),
]


# ---- set 51: home utilities and transit: a float amount, Literal kinds, an int stop code


def topup_card(card_id: str, amount_yuan: float) -> str:
    """Top up a transit card."""
    return f"card {card_id}: +{amount_yuan:.2f} yuan, balance {amount_yuan + 12.5:.2f}"


def meterReading(meter_id: str, month: str) -> str:
    """Electricity meter reading for a month (YYYY-MM)."""
    return f"meter {meter_id} {month}: 312.4 kWh"


def set_thermostat(
    room: Literal["living", "bedroom", "office"], celsius: float, eco: bool = False
) -> str:
    """Set a room's thermostat."""
    return f"{room} set to {celsius} C{' (eco)' if eco else ''}"


def bus_arrivals(stop_code: int, route: str | None = None) -> str:
    """Next buses at a stop."""
    return f"stop {stop_code}: {route or '42'} in 3 min, {route or '7'} in 11 min"


def report_outage(address: str, kind: Literal["power", "water", "gas"], details: str = "") -> str:
    """Report a power, water or gas outage."""
    return f"{kind} outage at {address} logged as ticket 55120"


TOOLS_51 = {
    f.__name__: f for f in (topup_card, meterReading, set_thermostat, bus_arrivals, report_outage)
}

QUESTIONS_51 = [
    ("Top up my transit card 3100 4471 with 50 yuan.", ["topup_card", "bus_arrivals"]),
    ("What did meter EM-20931 read in October 2026?", ["meterReading", "report_outage"]),
    ("Set the bedroom to 19.5 degrees, eco mode on.", ["set_thermostat", "meterReading"]),
    ("When is the next number 42 bus at stop 17023?", ["bus_arrivals", "topup_card"]),
    (
        "There's no water at 18 Elm Street since this morning, please report it.",
        ["report_outage", "set_thermostat"],
    ),
    ("给交通卡 3100 4471 充 100 元。", ["topup_card", "meterReading"]),
    ("查一下电表 EM-20931 在 2026 年 9 月的读数。", ["meterReading", "topup_card"]),
    ("把客厅温度调到 22 度。", ["set_thermostat", "bus_arrivals"]),
    ("17023 站下一班公交什么时候到？", ["bus_arrivals", "report_outage"]),
    ("幸福路 8 号停电了，帮我报修，说是整栋楼都没电。", ["report_outage", "set_thermostat"]),
    (
        "Check meter EM-20931 for September and October 2026 and tell me the difference.",
        ["meterReading", "set_thermostat"],
    ),
    (
        "Set the office to 21 degrees and the living room to 23.",
        ["set_thermostat", "report_outage"],
    ),
]


# ---- set 52: hiring: a salary range as an int pair, an e-mail, ISO datetimes, a pinyin name


def post_job(title: str, salary_range: list[int], remote: bool = False) -> str:
    """Post a job opening."""
    return f"job '{title}' posted as JOB-3391"


def schedule_interview(candidate_email: str, start: str, minutes: int = 45) -> str:
    """Schedule an interview (start as ISO datetime)."""
    return f"interview with {candidate_email} at {start} for {minutes} min"


def parse_resume(url: str) -> str:
    """Extract name, skills and years of experience from a resume."""
    return "Li Wei: Python, SQL, 6 years"


def fa_offer(candidate_email: str, annual_salary: int, start_date: str) -> str:
    """Send an offer letter."""
    return f"offer sent to {candidate_email}"


def searchCandidates(skills: list[str], min_years: int = 0) -> str:
    """Search the talent pool."""
    return f"{len(skills) * 4} candidates with {', '.join(skills)}"


TOOLS_52 = {
    f.__name__: f for f in (post_job, schedule_interview, parse_resume, fa_offer, searchCandidates)
}

QUESTIONS_52 = [
    (
        "Post a remote Senior Rust Engineer job paying 180k to 220k.",
        ["post_job", "searchCandidates"],
    ),
    (
        "Book a 30-minute interview with ana.lima@example.com on 2026-12-09 at 15:00.",
        ["schedule_interview", "fa_offer"],
    ),
    ("Read the resume at https://cv.example.com/liwei.pdf.", ["parse_resume", "post_job"]),
    (
        "Send an offer to ana.lima@example.com: 165000 a year, starting 2027-01-11.",
        ["fa_offer", "schedule_interview"],
    ),
    (
        "Find candidates with Kubernetes and Go, at least 5 years.",
        ["searchCandidates", "parse_resume"],
    ),
    ("发布一个产品经理的职位，薪资 25000 到 35000，不远程。", ["post_job", "fa_offer"]),
    (
        "给 zhang.min@example.cn 约个面试，12 月 10 日上午 10 点，一小时。",
        ["schedule_interview", "searchCandidates"],
    ),
    (
        "解析一下这份简历：https://cv.example.cn/zhangmin.pdf",
        ["parse_resume", "schedule_interview"],
    ),
    (
        "给 zhang.min@example.cn 发 offer，年薪 42 万，2027 年 2 月 1 日入职。",
        ["fa_offer", "post_job"],
    ),
    ("找会 Python 和 Spark、三年以上经验的候选人。", ["searchCandidates", "post_job"]),
    (
        "Find Go developers with 3+ years and book the first for an interview on 2026-12-11 09:00.",
        ["searchCandidates", "schedule_interview"],
    ),
    (
        "Parse https://cv.example.com/omar.pdf and, if he knows SQL, send him an offer at 120000 starting 2027-03-01.",
        ["parse_resume", "fa_offer"],
    ),
]


# ---- set 53: cloud files: a dict of metadata, a tuple-free int limit, a digit in a name


def upload_file(path: str, bucket: str, public: bool = False) -> str:
    """Upload a local file to a storage bucket."""
    return f"uploaded {path} to {bucket}/{path.rsplit('/', 1)[-1]}"


def list_objects(bucket: str, prefix: str | None = None, limit: int = 100) -> str:
    """List the objects in a bucket."""
    return f"{bucket}: report-2026-10.pdf, report-2026-11.pdf ({prefix or 'all'}, max {limit})"


def share_link(object_key: str, expires_hours: int = 24) -> str:
    """Create a download link for an object."""
    return f"https://files.example.com/s/8Kq2?key={object_key}&ttl={expires_hours}h"


def ocr_v2(image_url: str, lang: Literal["zh", "en", "ja"] = "en") -> str:
    """Read the text in an image."""
    return "INVOICE No. 2026-1187  Total: 4,310.00"


def setMetadata(object_key: str, metadata: dict[str, str]) -> str:
    """Set an object's metadata tags."""
    return f"{object_key}: {len(metadata)} tags set"


TOOLS_53 = {f.__name__: f for f in (upload_file, list_objects, share_link, ocr_v2, setMetadata)}

QUESTIONS_53 = [
    ("Upload ./q3/report.pdf to the finance-docs bucket, public.", ["upload_file", "share_link"]),
    ("List the files under reports/ in finance-docs, at most 20.", ["list_objects", "upload_file"]),
    ("Give me a 48-hour link to finance-docs/reports/q3.pdf.", ["share_link", "list_objects"]),
    ("What does the receipt at https://img.example.com/r/771.png say?", ["ocr_v2", "setMetadata"]),
    (
        "Tag reports/q3.pdf with owner=finance and year=2026.",
        ["setMetadata", "share_link"],
    ),
    ("把 ./合同/租赁合同.pdf 上传到 legal 这个桶。", ["upload_file", "list_objects"]),
    ("列一下 legal 桶里 2026/ 开头的文件。", ["list_objects", "share_link"]),
    ("给 legal/2026/租赁合同.pdf 生成一个 7 天有效的下载链接。", ["share_link", "upload_file"]),
    ("识别一下这张图里的日文：https://img.example.com/jp/menu.jpg", ["ocr_v2", "upload_file"]),
    ("给 legal/2026/租赁合同.pdf 加上标签：部门=法务，密级=内部。", ["setMetadata", "ocr_v2"]),
    (
        "Read the invoice at https://img.example.com/inv/1187.png and tag invoices/1187.png with its total.",
        ["ocr_v2", "setMetadata"],
    ),
    (
        "List finance-docs and share the newest report for 12 hours.",
        ["list_objects", "share_link"],
    ),
]


# ---- set 54: sport: a float distance, a Literal activity, a list of partners, a pinyin name


def log_workout(
    activity: Literal["run", "swim", "bike"], minutes: int, distance_km: float | None = None
) -> str:
    """Log a workout."""
    return f"logged {activity}: {minutes} min{f', {distance_km} km' if distance_km else ''}"


def heart_rate_zones(age: int, resting_bpm: int) -> str:
    """Training heart-rate zones for an age and resting pulse."""
    return f"zone 2: {int((220 - age - resting_bpm) * 0.6 + resting_bpm)} bpm and up"


def book_court(club: str, date: str, hour: int, partners: list[str] | None = None) -> str:
    """Book a tennis or badminton court (hour 7-22)."""
    return f"court 3 at {club} on {date} {hour}:00 for {1 + len(partners or [])}"


def paceCalc(distance_km: float, time: str) -> str:
    """Pace per km for a distance run in a time (H:MM:SS)."""
    return f"pace for {distance_km} km in {time}: 5:41 /km"


def yundong_jihua(goal: str, weeks: int = 8) -> str:
    """Make a training plan for a goal."""
    return f"{weeks}-week plan for '{goal}': 3 runs, 1 strength day a week"


TOOLS_54 = {
    f.__name__: f for f in (log_workout, heart_rate_zones, book_court, paceCalc, yundong_jihua)
}

QUESTIONS_54 = [
    ("Log a 45-minute swim, 1.8 km.", ["log_workout", "paceCalc"]),
    ("I'm 38 with a resting pulse of 58. What are my zones?", ["heart_rate_zones", "log_workout"]),
    (
        "Book a court at Riverside Club on 2026-12-12 at 18:00 for me, Ana and Tom.",
        ["book_court", "yundong_jihua"],
    ),
    ("What's my pace if I ran 10.5 km in 59:40?", ["paceCalc", "heart_rate_zones"]),
    ("Make me a 12-week plan to run a sub-2-hour half marathon.", ["yundong_jihua", "book_court"]),
    ("记录一下今天骑车 90 分钟，42 公里。", ["log_workout", "book_court"]),
    ("我 52 岁，静息心率 64，帮我算一下心率区间。", ["heart_rate_zones", "paceCalc"]),
    ("帮我订 12 月 14 日早上 8 点在星河羽毛球馆的场地。", ["book_court", "log_workout"]),
    ("5 公里跑了 27 分 30 秒，配速多少？", ["paceCalc", "yundong_jihua"]),
    ("给我做个 6 周的减脂训练计划。", ["yundong_jihua", "heart_rate_zones"]),
    (
        "Log a 30-minute run of 5.2 km and tell me my pace.",
        ["log_workout", "paceCalc"],
    ),
    (
        "I'm 45, resting 60: get my zones and plan 10 weeks of base training.",
        ["heart_rate_zones", "yundong_jihua"],
    ),
]


# ---- set 55: insurance: a policy number with dashes, a float amount, a photo list, a pinyin name


def file_claim(
    policy_no: str, incident_date: str, amount: float, photos: list[str] | None = None
) -> str:
    """File an insurance claim."""
    return f"claim CL-20931 opened on {policy_no} for {amount:.2f} ({len(photos or [])} photos)"


def quote_premium(age: int, car_model: str, years_no_claims: int = 0) -> str:
    """Quote a yearly car insurance premium."""
    return f"{car_model}, driver {age}: 1,240.00 a year ({years_no_claims} claim-free years)"


def checkCoverage(policy_no: str, item: str) -> str:
    """Whether a policy covers an item or event."""
    return f"{policy_no}: '{item}' is covered up to 5,000.00, excess 250.00"


def find_repair_shop(zip_code: str, radius_km: int = 10) -> str:
    """Approved repair shops near a postcode."""
    return f"3 shops within {radius_km} km of {zip_code}: AutoFix, Kwik Body, Lee's Garage"


def baodan_chaxun(id_last4: str, kind: Literal["car", "home", "health"] = "car") -> str:
    """Look up a customer's policies by the last four digits of their ID."""
    return f"{kind} policy PN-2026-{id_last4}-07, active until 2027-05-31"


TOOLS_55 = {
    f.__name__: f
    for f in (file_claim, quote_premium, checkCoverage, find_repair_shop, baodan_chaxun)
}

QUESTIONS_55 = [
    (
        "File a claim on PN-2026-4471-07 for the hail damage on 2026-11-28, 1,850 euros.",
        ["file_claim", "checkCoverage"],
    ),
    (
        "How much would insurance cost for a 29-year-old driving a Golf?",
        ["quote_premium", "file_claim"],
    ),
    (
        "Does policy PN-2026-4471-07 cover a cracked windscreen?",
        ["checkCoverage", "find_repair_shop"],
    ),
    ("Find approved body shops within 5 km of 10115.", ["find_repair_shop", "quote_premium"]),
    ("Look up my home policy, ID ending 0932.", ["baodan_chaxun", "checkCoverage"]),
    (
        "帮我报个案：保单 PN-2026-8810-02，11 月 30 日追尾，损失 6200 元。",
        ["file_claim", "baodan_chaxun"],
    ),
    ("35 岁，开比亚迪汉，五年没出险，保费大概多少？", ["quote_premium", "checkCoverage"]),
    ("我的保单 PN-2026-8810-02 保不保玻璃单独破碎？", ["checkCoverage", "file_claim"]),
    ("查一下邮编 200120 附近 3 公里内的定点维修厂。", ["find_repair_shop", "baodan_chaxun"]),
    ("身份证后四位 1127，帮我查下健康险保单。", ["baodan_chaxun", "quote_premium"]),
    (
        "Check whether PN-2026-4471-07 covers flood damage and, if so, find a repair shop near 10117.",
        ["checkCoverage", "find_repair_shop"],
    ),
    (
        "Claim 420.50 on PN-2026-4471-07 for 2026-12-01 with photos a.jpg and b.jpg.",
        ["file_claim", "quote_premium"],
    ),
]


# ---- set 56: school office: an int student id, a Literal term, a bool flag, a pinyin name


def enroll_course(student_id: int, course_code: str) -> str:
    """Enroll a student in a course."""
    return f"student {student_id} enrolled in {course_code} (seat 23 of 30)"


def grade_lookup(student_id: int, term: Literal["fall", "spring", "summer"] = "fall") -> str:
    """A student's grades for a term."""
    return f"{student_id}, {term}: MATH-201 A-, HIST-110 B+, CHEM-105 A"


def scheduleExam(course_code: str, date: str, room: str | None = None) -> str:
    """Book an exam slot for a course."""
    return f"exam for {course_code} on {date} in {room or 'Hall B'}"


def send_parent_note(student_id: int, message: str, urgent: bool = False) -> str:
    """Send a note to a student's parents."""
    return f"note sent to the parents of {student_id}{' (urgent)' if urgent else ''}"


def kebiao_chaxun(class_name: str, weekday: int) -> str:
    """A class's timetable for a weekday (1 = Monday)."""
    return f"{class_name}, day {weekday}: 8:00 语文, 9:00 数学, 10:10 英语, 14:00 体育"


TOOLS_56 = {
    f.__name__: f
    for f in (enroll_course, grade_lookup, scheduleExam, send_parent_note, kebiao_chaxun)
}

QUESTIONS_56 = [
    ("Enroll student 20418 in CHEM-105.", ["enroll_course", "grade_lookup"]),
    ("What were student 20418's spring grades?", ["grade_lookup", "send_parent_note"]),
    ("Book the MATH-201 final for 2026-12-18 in room 4.12.", ["scheduleExam", "enroll_course"]),
    (
        "Tell the parents of 20418 that the field trip is moved to Friday. It's urgent.",
        ["send_parent_note", "scheduleExam"],
    ),
    ("What's class 3B's timetable on Wednesday?", ["kebiao_chaxun", "grade_lookup"]),
    ("帮学号 31207 的学生选上 HIST-110。", ["enroll_course", "kebiao_chaxun"]),
    ("查一下学号 31207 秋季学期的成绩。", ["grade_lookup", "enroll_course"]),
    ("给 CHEM-105 安排期末考试，12 月 22 日，不指定教室。", ["scheduleExam", "send_parent_note"]),
    ("通知学号 31207 的家长：明天家长会改到下午三点。", ["send_parent_note", "kebiao_chaxun"]),
    ("初二（3）班星期五的课表是什么？", ["kebiao_chaxun", "scheduleExam"]),
    (
        "Check 20418's fall grades and, if any is below B, send the parents a note.",
        ["grade_lookup", "send_parent_note"],
    ),
    (
        "Enroll 20418 in MATH-201 and book its exam on 2027-01-12.",
        ["enroll_course", "scheduleExam"],
    ),
]


# ---- set 57: music: a list of song titles, an optional artist, an int volume, a Literal mood


def create_playlist(name: str, songs: list[str]) -> str:
    """Create a playlist from a list of song titles."""
    return f"playlist '{name}' created with {len(songs)} songs"


def play_song(title: str, artist: str | None = None) -> str:
    """Play a song."""
    return f"now playing {title}{f' by {artist}' if artist else ''}"


def podcastSearch(topic: str, max_minutes: int | None = None) -> str:
    """Find podcast episodes on a topic."""
    return f"3 episodes on {topic}: 'Deep Dive' (42 min), 'In Brief' (18 min), 'Panel' (55 min)"


def set_volume(level: int) -> str:
    """Set the speaker volume (0-100)."""
    return f"volume {level}"


def yinyue_tuijian(mood: Literal["calm", "happy", "sad", "focus"], count: int = 10) -> str:
    """Recommend songs for a mood."""
    return f"{count} songs for '{mood}': Clair de Lune, Weightless, Holocene, …"


TOOLS_57 = {
    f.__name__: f for f in (create_playlist, play_song, podcastSearch, set_volume, yinyue_tuijian)
}

QUESTIONS_57 = [
    (
        "Make a playlist called Road Trip with Africa, Go Your Own Way and Dreams.",
        ["create_playlist", "play_song"],
    ),
    ("Play Bohemian Rhapsody by Queen.", ["play_song", "set_volume"]),
    ("Find podcast episodes about sleep science under 30 minutes.", ["podcastSearch", "play_song"]),
    ("Turn the volume down to 25.", ["set_volume", "yinyue_tuijian"]),
    ("Recommend 5 calm songs for reading.", ["yinyue_tuijian", "create_playlist"]),
    ("建一个叫“跑步”的歌单，放《夜曲》《稻香》《晴天》。", ["create_playlist", "yinyue_tuijian"]),
    ("放一首周杰伦的《七里香》。", ["play_song", "podcastSearch"]),
    ("找几期讲宋朝历史的播客，一小时以内的。", ["podcastSearch", "set_volume"]),
    ("音量调到 60。", ["set_volume", "play_song"]),
    ("推荐几首适合专注工作的歌。", ["yinyue_tuijian", "podcastSearch"]),
    (
        "Recommend 3 happy songs and make a playlist called Sunday from them.",
        ["yinyue_tuijian", "create_playlist"],
    ),
    ("Set the volume to 40 and play Clair de Lune.", ["set_volume", "play_song"]),
]


# ---- set 58: garden: a float area, a Literal soil, a list of plants, a datetime, a pinyin name


def plant_plan(area_m2: float, soil: Literal["clay", "sandy", "loam"], plants: list[str]) -> str:
    """Plan a garden bed: how many of each plant fit the area."""
    return f"{area_m2} m² of {soil}: " + ", ".join(f"{p} x{max(1, int(area_m2))}" for p in plants)


def watering_schedule(plant: str, climate: str = "temperate") -> str:
    """How often to water a plant."""
    return f"{plant} in a {climate} climate: water every 3 days, deeply"


def identifyPest(description: str, photo_url: str | None = None) -> str:
    """Identify a garden pest from a description or a photo."""
    return "likely aphids; spray with soapy water or release ladybirds"


def order_seeds(variety: str, packets: int = 1, organic: bool = False) -> str:
    """Order seed packets."""
    return f"ordered {packets} packet(s) of {'organic ' if organic else ''}{variety} seeds"


def huahui_yanghu(name: str, season: Literal["spring", "summer", "autumn", "winter"]) -> str:
    """Care advice for a flower in a season."""
    return f"{name} in {season}: 半阴处，见干见湿，每月施一次薄肥"


TOOLS_58 = {
    f.__name__: f for f in (plant_plan, watering_schedule, identifyPest, order_seeds, huahui_yanghu)
}

QUESTIONS_58 = [
    (
        "Plan a 6.5 square metre bed of loam soil with tomatoes, basil and marigolds.",
        ["plant_plan", "order_seeds"],
    ),
    ("How often should I water lavender in a dry climate?", ["watering_schedule", "plant_plan"]),
    (
        "Something is leaving sticky green bugs on my roses' new shoots. What is it?",
        ["identifyPest", "watering_schedule"],
    ),
    ("Order 3 packets of organic Cherokee Purple tomato seeds.", ["order_seeds", "identifyPest"]),
    ("How do I look after a hydrangea in winter?", ["huahui_yanghu", "watering_schedule"]),
    ("帮我规划一块 4 平方米的黏土菜地，种辣椒和茄子。", ["plant_plan", "huahui_yanghu"]),
    ("多肉植物在湿润气候下多久浇一次水？", ["watering_schedule", "identifyPest"]),
    ("月季叶子背面有很多小白点，还结了网，是什么虫？", ["identifyPest", "huahui_yanghu"]),
    ("买 2 包有机的樱桃萝卜种子。", ["order_seeds", "plant_plan"]),
    ("夏天的栀子花该怎么养护？", ["huahui_yanghu", "order_seeds"]),
    (
        "How often should I water basil, and order 2 packets of its seeds.",
        ["watering_schedule", "order_seeds"],
    ),
    (
        "Plan 10 m² of sandy soil with carrots and onions, then tell me how to water the carrots.",
        ["plant_plan", "watering_schedule"],
    ),
]


# ---- set 59: travel papers: an ISO country code, a date range, a passport number, a pinyin name


def visa_requirements(nationality: str, destination: str, days: int = 30) -> str:
    """Visa rules for a nationality visiting a country (ISO 3166 alpha-2 codes)."""
    return f"{nationality} -> {destination} for {days} days: e-visa required, 5 working days"


def book_embassy_slot(city: str, date: str, service: Literal["visa", "passport", "notary"]) -> str:
    """Book an appointment at an embassy or consulate."""
    return f"{service} appointment in {city} on {date} at 09:40, ref EMB-5521"


def passportStatus(passport_no: str) -> str:
    """Check the status of a passport application."""
    return f"{passport_no}: printed, ready for collection"


def travel_insurance_quote(destination: str, start: str, end: str, travellers: int = 1) -> str:
    """Quote travel insurance for a trip."""
    return f"{destination} {start}→{end}, {travellers} traveller(s): ¥268"


def qianzheng_jindu(application_id: str) -> str:
    """查询签证办理进度。"""
    return f"{application_id}：材料已受理，预计 7 个工作日出签"


TOOLS_59 = {
    f.__name__: f
    for f in (
        visa_requirements,
        book_embassy_slot,
        passportStatus,
        travel_insurance_quote,
        qianzheng_jindu,
    )
}

QUESTIONS_59 = [
    (
        "Do Indian citizens need a visa to visit Japan for 10 days?",
        ["visa_requirements", "passportStatus"],
    ),
    (
        "Book me a passport appointment at the consulate in Chicago on 2027-02-03.",
        ["book_embassy_slot", "visa_requirements"],
    ),
    ("What's the status of passport application P4821977?", ["passportStatus", "qianzheng_jindu"]),
    (
        "Quote travel insurance for 2 people going to Thailand from 2027-01-05 to 2027-01-19.",
        ["travel_insurance_quote", "visa_requirements"],
    ),
    ("Check visa application VS-2026-11873 for me.", ["qianzheng_jindu", "passportStatus"]),
    ("中国公民去土耳其玩 15 天要签证吗？", ["visa_requirements", "travel_insurance_quote"]),
    ("帮我约 12 月 18 日上海领事馆的公证服务。", ["book_embassy_slot", "qianzheng_jindu"]),
    ("护照申请 E90871234 办到哪一步了？", ["passportStatus", "book_embassy_slot"]),
    (
        "报一下去冰岛的旅游险，2 月 1 日到 2 月 10 日，一个人。",
        ["travel_insurance_quote", "passportStatus"],
    ),
    ("查一下签证申请号 SQ20261130 的进度。", ["qianzheng_jindu", "visa_requirements"]),
    (
        "Does a US citizen need a visa for Vietnam for 20 days, and quote insurance for 2027-03-01 to 2027-03-21?",
        ["visa_requirements", "travel_insurance_quote"],
    ),
    (
        "Book a visa appointment in Berlin on 2027-01-14, then check application VS-2026-11873.",
        ["book_embassy_slot", "qianzheng_jindu"],
    ),
]

# ---- set 60: pharmacy: a float dose in mg, a Literal route, a list of drugs, a camelCase name, a pinyin name


def check_interactions(drugs: list[str]) -> str:
    """Check a list of medicines for known interactions."""
    return " + ".join(drugs) + ": no serious interaction; take 2 hours apart"


def dose_for_weight(
    drug: str, weight_kg: float, route: Literal["oral", "iv", "topical"] = "oral"
) -> str:
    """A dose for a body weight."""
    return f"{drug} {route}: {round(weight_kg * 10, 1)} mg every 8 hours"


def refillPrescription(rx_number: str, pharmacy: str | None = None) -> str:
    """Refill a prescription by its number."""
    return f"{rx_number}: refill ready tomorrow at {pharmacy or 'your usual pharmacy'}"


def find_pharmacy(city: str, open_now: bool = True) -> str:
    """Find a pharmacy in a city."""
    return f"{city}: 3 pharmacies {'open now' if open_now else 'listed'}, nearest 400 m"


def yaopin_shuoming(name: str) -> str:
    """查询药品说明书（适应症、用法用量、禁忌）。"""
    return f"{name}：饭后服用，一日三次，孕妇慎用"


TOOLS_60 = {
    f.__name__: f
    for f in (
        check_interactions,
        dose_for_weight,
        refillPrescription,
        find_pharmacy,
        yaopin_shuoming,
    )
}

QUESTIONS_60 = [
    ("Can I take ibuprofen together with warfarin?", ["check_interactions", "dose_for_weight"]),
    (
        "What's the oral paracetamol dose for a child weighing 18.5 kg?",
        ["dose_for_weight", "yaopin_shuoming"],
    ),
    (
        "Refill prescription RX-448210 at the Elm Street pharmacy.",
        ["refillPrescription", "find_pharmacy"],
    ),
    ("Is there a pharmacy open right now in Leeds?", ["find_pharmacy", "refillPrescription"]),
    ("What does the leaflet for loratadine say?", ["yaopin_shuoming", "check_interactions"]),
    ("阿莫西林和布洛芬能一起吃吗？", ["check_interactions", "yaopin_shuoming"]),
    ("体重 62 公斤的成年人，对乙酰氨基酚口服剂量是多少？", ["dose_for_weight", "find_pharmacy"]),
    ("帮我续一下处方 RX-90312。", ["refillPrescription", "dose_for_weight"]),
    ("杭州现在还有哪家药店开着？", ["find_pharmacy", "check_interactions"]),
    ("查一下连花清瘟胶囊的说明书。", ["yaopin_shuoming", "refillPrescription"]),
    (
        "Check metformin, lisinopril and aspirin for interactions, then find a pharmacy in Cork.",
        ["check_interactions", "find_pharmacy"],
    ),
    (
        "Dose of amoxicillin for 24 kg, and refill RX-77120.",
        ["dose_for_weight", "refillPrescription"],
    ),
]


# ---- set 61: podcasts and music: an int episode, a Literal quality, a list of tags, a float speed, a pinyin name


def search_podcasts(query: str, tags: list[str] | None = None, limit: int = 5) -> str:
    """Search podcasts by words and tags."""
    return f"{limit} podcasts for {query!r}" + (f" tagged {', '.join(tags)}" if tags else "")


def play_episode(show: str, episode: int, speed: float = 1.0) -> str:
    """Play an episode of a show at a speed."""
    return f"playing {show} #{episode} at {speed}x"


def downloadTrack(track_id: str, quality: Literal["low", "normal", "lossless"] = "normal") -> str:
    """Download a track for offline listening."""
    return f"{track_id} downloaded ({quality})"


def make_playlist(name: str, tracks: list[str], public: bool = False) -> str:
    """Make a playlist from track names."""
    return f"playlist {name!r} with {len(tracks)} tracks ({'public' if public else 'private'})"


def gequ_geci(title: str, artist: str | None = None) -> str:
    """查歌词。"""
    return f"《{title}》{artist or ''}：歌词第一段……"


TOOLS_61 = {
    f.__name__: f for f in (search_podcasts, play_episode, downloadTrack, make_playlist, gequ_geci)
}

QUESTIONS_61 = [
    ("Find podcasts about Roman history tagged 'narrative'.", ["search_podcasts", "play_episode"]),
    ("Play episode 112 of Hardcore History at 1.5x speed.", ["play_episode", "downloadTrack"]),
    ("Download track TRK-88120 in lossless quality.", ["downloadTrack", "make_playlist"]),
    (
        "Make a public playlist called 'Rainy Sunday' with Holocene, Re: Stacks and Skinny Love.",
        ["make_playlist", "search_podcasts"],
    ),
    ("What are the lyrics of 'Yellow' by Coldplay?", ["gequ_geci", "downloadTrack"]),
    ("找几个讲心理学的播客，最多 3 个。", ["search_podcasts", "gequ_geci"]),
    ("用 1.25 倍速播放《忽左忽右》第 88 期。", ["play_episode", "search_podcasts"]),
    ("把歌曲 TRK-10233 下载成无损音质。", ["downloadTrack", "play_episode"]),
    ("建一个叫“跑步”的歌单，放《夜空中最亮的星》和《平凡之路》。", ["make_playlist", "gequ_geci"]),
    ("查一下周杰伦《晴天》的歌词。", ["gequ_geci", "make_playlist"]),
    (
        "Search podcasts on sleep science, then play episode 3 of the first one you find, 'Sleep Lab'.",
        ["search_podcasts", "play_episode"],
    ),
    (
        "Download TRK-5501 at low quality and make a private playlist 'Commute' with it.",
        ["downloadTrack", "make_playlist"],
    ),
]

# ---- set 62: home energy: a float kWh, a Literal tariff, a list of rooms, a time "HH:MM", a pinyin name


def meter_reading(meter_id: str, month: str | None = None) -> str:
    """Read an electricity meter (month as YYYY-MM)."""
    return f"{meter_id} {month or 'this month'}: 412.6 kWh"


def set_heating(rooms: list[str], target_c: float, until: str = "22:00") -> str:
    """Set the heating for rooms until a time of day."""
    return f"{', '.join(rooms)} at {target_c}°C until {until}"


def compareTariffs(annual_kwh: float, tariff: Literal["fixed", "variable", "time_of_use"]) -> str:
    """Compare electricity tariffs for a yearly use."""
    return f"{annual_kwh} kWh on {tariff}: £1,104/yr, cheapest is time_of_use at £998"


def report_outage(postcode: str, since: str) -> str:
    """Report a power cut at a postcode since a time."""
    return f"outage at {postcode} since {since} logged, ref PC-7781"


def dianfei_chaxun(huhao: str) -> str:
    """按户号查询电费余额。"""
    return f"户号 {huhao}：余额 86.40 元"


TOOLS_62 = {
    f.__name__: f
    for f in (meter_reading, set_heating, compareTariffs, report_outage, dianfei_chaxun)
}

QUESTIONS_62 = [
    ("What did meter MTR-20931 read in 2026-10?", ["meter_reading", "compareTariffs"]),
    (
        "Heat the living room and kitchen to 21.5 degrees until 23:00.",
        ["set_heating", "report_outage"],
    ),
    (
        "I use 3200 kWh a year. How does a time_of_use tariff compare?",
        ["compareTariffs", "meter_reading"],
    ),
    ("Power's been out at BS8 1TH since 18:40.", ["report_outage", "set_heating"]),
    ("How much is left on electricity account 3301288745?", ["dianfei_chaxun", "meter_reading"]),
    ("查一下电表 MTR-55102 这个月的读数。", ["meter_reading", "dianfei_chaxun"]),
    ("把卧室和书房的暖气调到 20 度，到晚上 10 点。", ["set_heating", "compareTariffs"]),
    ("一年用电 4500 度，固定电价划算吗？", ["compareTariffs", "set_heating"]),
    ("我们小区 200031 从下午三点就停电了，帮我报修。", ["report_outage", "dianfei_chaxun"]),
    ("户号 0102938475 还有多少电费？", ["dianfei_chaxun", "report_outage"]),
    (
        "Read meter MTR-20931 for 2026-11, then compare a variable tariff for 2900 kWh.",
        ["meter_reading", "compareTariffs"],
    ),
    (
        "Report a power cut at EH3 9QP since 07:15 and set the hallway heating to 19°C.",
        ["report_outage", "set_heating"],
    ),
]


# ---- set 63: recruiting: an int years, a list of skills, a Literal stage, an email, a pinyin name


def search_candidates(skills: list[str], min_years: int = 0, city: str | None = None) -> str:
    """Search candidates by skills, experience and city."""
    return f"4 candidates with {', '.join(skills)}, {min_years}+ years" + (
        f" in {city}" if city else ""
    )


def schedule_interview(
    candidate: str, when: str, stage: Literal["phone", "onsite", "final"]
) -> str:
    """Schedule an interview with a candidate."""
    return f"{stage} interview with {candidate} on {when}, invite sent"


def sendOffer(candidate_email: str, salary: int, start_date: str) -> str:
    """Send an offer letter."""
    return f"offer sent to {candidate_email}: {salary}/yr from {start_date}"


def reject_candidate(candidate: str, reason: str = "") -> str:
    """Reject a candidate with an optional reason."""
    return f"{candidate} rejected" + (f" ({reason})" if reason else "")


def jianli_jiexi(url: str) -> str:
    """解析简历链接，返回姓名、年限和技能。"""
    return "王敏，6 年，Go / Kubernetes / PostgreSQL"


TOOLS_63 = {
    f.__name__: f
    for f in (search_candidates, schedule_interview, sendOffer, reject_candidate, jianli_jiexi)
}

QUESTIONS_63 = [
    (
        "Find Rust and Go engineers with at least 5 years in Berlin.",
        ["search_candidates", "sendOffer"],
    ),
    (
        "Set up an onsite interview with Priya Nair on 2027-01-12 at 10:00.",
        ["schedule_interview", "reject_candidate"],
    ),
    (
        "Send an offer to sam.ortiz@example.com: 98000 a year, starting 2027-02-01.",
        ["sendOffer", "schedule_interview"],
    ),
    ("Reject Tom Hale, the role was filled internally.", ["reject_candidate", "search_candidates"]),
    ("Parse this CV: https://cv.example.com/wangmin.pdf", ["jianli_jiexi", "search_candidates"]),
    (
        "找 3 年以上经验、会 Java 和 Spring 的候选人，城市深圳。",
        ["search_candidates", "jianli_jiexi"],
    ),
    ("约李雷下周二下午两点电话面试。", ["schedule_interview", "sendOffer"]),
    (
        "给 zhao.lei@example.cn 发 offer，年薪 36 万，3 月 1 日入职。",
        ["sendOffer", "reject_candidate"],
    ),
    ("婉拒候选人陈静，原因是薪资期望不匹配。", ["reject_candidate", "schedule_interview"]),
    ("解析一下这份简历：https://hr.example.cn/cv/8812.pdf", ["jianli_jiexi", "reject_candidate"]),
    (
        "Parse https://cv.example.com/li.pdf and then search for candidates with the same skills.",
        ["jianli_jiexi", "search_candidates"],
    ),
    (
        "Schedule a final interview with Ana Ruiz on 2027-01-20 and send her an offer at ana@ruiz.dev for 120000 from 2027-03-01.",
        ["schedule_interview", "sendOffer"],
    ),
]

# ---- set 64: bike share: a Literal bike type, an int of minutes, float coordinates, a list of stations, a pinyin name


def find_bikes(
    lat: float, lon: float, kind: Literal["classic", "electric", "cargo"] = "classic"
) -> str:
    """Bikes available near a point."""
    return f"3 {kind} bikes within 200 m of {lat}, {lon}"


def rent_bike(
    station: str, minutes: int, kind: Literal["classic", "electric", "cargo"] = "classic"
) -> str:
    """Rent a bike at a station for a number of minutes."""
    return f"{kind} bike unlocked at {station} for {minutes} min, code 4471"


def plan_route(stations: list[str], avoid_hills: bool = False) -> str:
    """Plan a ride through a list of stations."""
    return " → ".join(stations) + (" (flat)" if avoid_hills else "") + ": 7.4 km, 26 min"


def endRide(ride_id: str, station: str | None = None) -> str:
    """End a ride, optionally at a station."""
    return f"{ride_id} ended at {station or 'nearest dock'}: ¥3.50"


def qixing_jilu(phone: str, month: str | None = None) -> str:
    """查询骑行记录。"""
    return f"{phone} {month or '本月'}：骑行 12 次，共 41.3 公里"


TOOLS_64 = {f.__name__: f for f in (find_bikes, rent_bike, plan_route, endRide, qixing_jilu)}

QUESTIONS_64 = [
    ("Any electric bikes near 51.5072, -0.1276?", ["find_bikes", "rent_bike"]),
    ("Rent a cargo bike at King's Cross dock for 90 minutes.", ["rent_bike", "endRide"]),
    (
        "Plan a flat ride from Hyde Park Corner via Marble Arch to Regent's Park.",
        ["plan_route", "find_bikes"],
    ),
    ("End ride R-77120 at Waterloo station.", ["endRide", "plan_route"]),
    ("Show my rides for 13800138000 in 2026-11.", ["qixing_jilu", "endRide"]),
    ("北纬 31.23、东经 121.47 附近有没有电动车？", ["find_bikes", "qixing_jilu"]),
    ("在人民广场站租一辆普通单车，骑 45 分钟。", ["rent_bike", "find_bikes"]),
    ("帮我规划从西湖断桥经过北山街到灵隐寺的骑行路线，避开上坡。", ["plan_route", "rent_bike"]),
    ("结束骑行 R-20931。", ["endRide", "qixing_jilu"]),
    ("查一下 13912345678 这个月的骑行记录。", ["qixing_jilu", "plan_route"]),
    (
        "Find classic bikes near 48.8566, 2.3522 and rent one at Châtelet for 30 minutes.",
        ["find_bikes", "rent_bike"],
    ),
    (
        "End ride R-5501 at Bastille, then show rides for 0612345678 this month.",
        ["endRide", "qixing_jilu"],
    ),
]


# ---- set 65: library: an ISBN string, a dict of filters, an int of days, a bool, a pinyin name


def search_catalog(query: str, filters: dict | None = None, limit: int = 5) -> str:
    """Search the library catalogue; filters like {"year_from": 2000, "language": "en"}."""
    return f"{limit} results for {query!r}" + (f" with {filters}" if filters else "")


def reserve_book(isbn: str, branch: str, notify_sms: bool = False) -> str:
    """Reserve a book by ISBN for pickup at a branch."""
    return f"{isbn} reserved at {branch}" + (" (SMS on arrival)" if notify_sms else "")


def renewLoan(loan_id: str, days: int = 14) -> str:
    """Renew a loan for some days."""
    return f"{loan_id} renewed for {days} days, due 2026-12-21"


def pay_fine(card_number: str, amount: float) -> str:
    """Pay a fine on a library card."""
    return f"paid {amount:.2f} on card {card_number}, balance 0.00"


def jieyue_lishi(card_number: str, year: int | None = None) -> str:
    """查询借阅历史。"""
    return f"卡号 {card_number} {year or '今年'}共借阅 23 本"


TOOLS_65 = {
    f.__name__: f for f in (search_catalog, reserve_book, renewLoan, pay_fine, jieyue_lishi)
}

QUESTIONS_65 = [
    (
        "Find English books about beekeeping published since 2015.",
        ["search_catalog", "reserve_book"],
    ),
    (
        "Reserve ISBN 978-0-14-143951-8 at the Riverside branch and text me when it arrives.",
        ["reserve_book", "search_catalog"],
    ),
    ("Renew loan L-55210 for three more weeks.", ["renewLoan", "pay_fine"]),
    ("Pay the 4.50 fine on card 2900114.", ["pay_fine", "renewLoan"]),
    ("What did card 2900114 borrow in 2025?", ["jieyue_lishi", "search_catalog"]),
    ("帮我找 10 本关于宋代历史的中文书。", ["search_catalog", "jieyue_lishi"]),
    ("在中山路分馆预约 ISBN 978-7-02-000220-7。", ["reserve_book", "renewLoan"]),
    ("把借阅单 L-88301 续借 7 天。", ["renewLoan", "reserve_book"]),
    ("卡号 3100876 要交 12 元罚款。", ["pay_fine", "jieyue_lishi"]),
    ("查一下卡号 3100876 的借阅历史。", ["jieyue_lishi", "pay_fine"]),
    (
        "Search for 'The Left Hand of Darkness' and reserve it at Central.",
        ["search_catalog", "reserve_book"],
    ),
    ("Renew L-10022 and pay the 2.00 fine on card 5510093.", ["renewLoan", "pay_fine"]),
]


# ---- set 66: vet clinic: a Literal species, a date string, a list of symptoms, a float weight, a pinyin name


def book_visit(
    pet_name: str, species: Literal["dog", "cat", "rabbit", "bird"], date: str, time: str = "09:00"
) -> str:
    """Book a vet visit."""
    return f"{species} {pet_name} booked for {date} {time}, room 2"


def triage(species: str, symptoms: list[str], weight_kg: float | None = None) -> str:
    """Rate how urgent a pet's symptoms are."""
    return f"{species} with {', '.join(symptoms)}: see a vet within 24 h"


def vaccine_schedule(pet_id: str) -> str:
    """Vaccines due for a pet."""
    return f"{pet_id}: rabies due 2027-01-10, DHPP up to date"


def orderFood(brand: str, bags: int = 1, deliver: bool = True) -> str:
    """Order pet food."""
    return f"{bags} x {brand} ordered" + (", delivery Tuesday" if deliver else ", pickup")


def chongwu_dangan(pet_id: str, include_weight: bool = False) -> str:
    """查询宠物档案。"""
    return f"{pet_id}：橘猫，4 岁" + ("，体重 5.2 kg" if include_weight else "")


TOOLS_66 = {
    f.__name__: f for f in (book_visit, triage, vaccine_schedule, orderFood, chongwu_dangan)
}

QUESTIONS_66 = [
    ("Book a visit for my cat Miso on 2026-12-14 at 15:30.", ["book_visit", "triage"]),
    ("My 30 kg dog is vomiting and won't eat. How urgent is that?", ["triage", "book_visit"]),
    ("Which vaccines are due for pet P-4410?", ["vaccine_schedule", "chongwu_dangan"]),
    ("Order three bags of Orijen for pickup.", ["orderFood", "vaccine_schedule"]),
    ("Show pet P-4410's record with its weight.", ["chongwu_dangan", "orderFood"]),
    ("给我家兔子豆豆约 12 月 20 日上午十点的门诊。", ["book_visit", "chongwu_dangan"]),
    ("猫咪打喷嚏、流眼泪，严重吗？", ["triage", "vaccine_schedule"]),
    ("查一下 P-2087 该打哪些疫苗。", ["vaccine_schedule", "triage"]),
    ("订两袋皇家猫粮，送货上门。", ["orderFood", "book_visit"]),
    ("查看宠物 P-2087 的档案。", ["chongwu_dangan", "orderFood"]),
    (
        "My parrot is plucking feathers; triage it and book a visit for Friday 2026-12-11.",
        ["triage", "book_visit"],
    ),
    ("Check vaccines for P-9001 and order one bag of Acana.", ["vaccine_schedule", "orderFood"]),
]


# ---- set 67: parking: a plate string, a Literal zone, a float hours, a list of plates, a pinyin name


def find_parking(near: str, zone: Literal["street", "garage", "ev"] = "street") -> str:
    """Free parking spaces near a place."""
    return f"12 {zone} spaces free near {near}, ¥8/h"


def pay_parking(
    plate: str, hours: float, zone: Literal["street", "garage", "ev"] = "street"
) -> str:
    """Pay for parking a car for some hours."""
    return f"{plate}: {hours} h in {zone} paid, ticket P-3318"


def addVehicles(account_id: str, plates: list[str]) -> str:
    """Add vehicles to an account."""
    return f"{len(plates)} vehicles added to {account_id}"


def dispute_ticket(ticket_id: str, reason: str, photo_url: str | None = None) -> str:
    """Dispute a parking ticket."""
    return f"dispute for {ticket_id} opened, reply within 10 days"


def tingche_jilu(plate: str, days: int = 30) -> str:
    """查询停车记录。"""
    return f"{plate} 近 {days} 天停车 9 次，共 ¥146"


TOOLS_67 = {
    f.__name__: f for f in (find_parking, pay_parking, addVehicles, dispute_ticket, tingche_jilu)
}

QUESTIONS_67 = [
    ("Any EV charging spots near Union Square?", ["find_parking", "pay_parking"]),
    ("Pay 2.5 hours of garage parking for plate KX-4410.", ["pay_parking", "find_parking"]),
    ("Add plates KX-4410 and LM-2207 to account A-9013.", ["addVehicles", "dispute_ticket"]),
    ("Dispute ticket T-55021: the meter was broken.", ["dispute_ticket", "tingche_jilu"]),
    ("Show parking history for KX-4410 over the last 60 days.", ["tingche_jilu", "addVehicles"]),
    ("静安寺附近有空的路边车位吗？", ["find_parking", "tingche_jilu"]),
    ("给沪A·12345 交 3 小时的停车费，地下车库。", ["pay_parking", "find_parking"]),
    ("把粤B·66821 加到账户 A-2001。", ["addVehicles", "pay_parking"]),
    ("申诉罚单 T-80017，理由是当时在装卸货。", ["dispute_ticket", "addVehicles"]),
    ("查一下沪A·12345 最近 7 天的停车记录。", ["tingche_jilu", "dispute_ticket"]),
    (
        "Find a garage near Gare du Nord and pay 4 hours for AB-123-CD.",
        ["find_parking", "pay_parking"],
    ),
    (
        "Dispute T-1009 (sign hidden by a tree) and show history for AB-123-CD.",
        ["dispute_ticket", "tingche_jilu"],
    ),
]


# ---- set 68: ferry tickets: a port code, a date, an int of passengers, a Literal cabin, a dict of extras, a pinyin name


def ferry_times(from_port: str, to_port: str, date: str) -> str:
    """Ferry sailings between two ports on a day."""
    return f"{from_port}->{to_port} {date}: 07:40, 12:15, 18:30"


def book_ferry(
    sailing_id: str,
    passengers: int,
    cabin: Literal["seat", "couchette", "cabin"] = "seat",
    extras: dict[str, int] | None = None,
) -> str:
    """Book seats or a cabin on a sailing; extras maps items such as 'car' or 'bike' to counts."""
    return f"{passengers} x {cabin} on {sailing_id}, ref FB-2207"


def cancelBooking(booking_ref: str, refund_to_card: bool = True) -> str:
    """Cancel a ferry booking."""
    return f"{booking_ref} cancelled, 80% refunded"


def sea_conditions(port: str, hours_ahead: int = 12) -> str:
    """Wind and wave forecast at a port."""
    return f"{port}: wind 5 Bft, waves 1.5 m for {hours_ahead} h"


def chuanpiao_chaxun(booking_ref: str) -> str:
    """查询船票订单。"""
    return f"{booking_ref}：12 月 18 日 07:40 舟山—上海，二等舱 2 张"


TOOLS_68 = {
    f.__name__: f
    for f in (ferry_times, book_ferry, cancelBooking, sea_conditions, chuanpiao_chaxun)
}

QUESTIONS_68 = [
    ("What ferries run from Piraeus to Naxos on 2026-12-19?", ["ferry_times", "sea_conditions"]),
    (
        "Book 3 seats on sailing S-7781 with one car.",
        ["book_ferry", "ferry_times"],
    ),
    (
        "Cancel booking FB-4402 and refund it as credit, not to my card.",
        ["cancelBooking", "book_ferry"],
    ),
    ("How rough will it be at Dover over the next 24 hours?", ["sea_conditions", "cancelBooking"]),
    ("Look up booking FB-1180.", ["chuanpiao_chaxun", "sea_conditions"]),
    ("查一下 12 月 18 日舟山到上海的船班。", ["ferry_times", "chuanpiao_chaxun"]),
    ("订 S-3021 航次的一个卧铺舱位，两个人，带一辆自行车。", ["book_ferry", "cancelBooking"]),
    ("退掉订单 FB-9917。", ["cancelBooking", "chuanpiao_chaxun"]),
    ("烟台港未来 6 小时风浪大吗？", ["sea_conditions", "ferry_times"]),
    ("帮我查船票订单 FB-5530。", ["chuanpiao_chaxun", "book_ferry"]),
    (
        "Check the sea at Calais, then find Calais to Dover sailings on 2026-12-21.",
        ["sea_conditions", "ferry_times"],
    ),
    ("Cancel FB-7001 and show me booking FB-7002.", ["cancelBooking", "chuanpiao_chaxun"]),
]


# ---- set 69: dental clinic: a tooth number, a Literal procedure, an optional time, a bool, a list of dates, a pinyin name


def free_slots(dentist: str, dates: list[str]) -> str:
    """Free appointment slots for a dentist on some dates."""
    return f"{dentist}: {dates[0] if dates else 'soon'} 10:30, 14:00"


def book_dental(
    patient_id: str,
    procedure: Literal["checkup", "cleaning", "filling", "extraction"],
    slot: str,
    tooth: int | None = None,
) -> str:
    """Book a dental appointment; tooth is the FDI number (11-48) where it applies."""
    return f"{procedure} for {patient_id} at {slot}" + (f", tooth {tooth}" if tooth else "")


def estimateCost(procedure: str, insured: bool = False) -> str:
    """Estimate what a procedure costs."""
    return f"{procedure}: about ¥{300 if insured else 800}"


def send_reminder(patient_id: str, channel: Literal["sms", "email", "wechat"] = "sms") -> str:
    """Send a patient their next appointment reminder."""
    return f"reminder sent to {patient_id} by {channel}"


def bingli_chaxun(patient_id: str, last_n: int = 3) -> str:
    """查询患者的牙科病历。"""
    return f"{patient_id}：最近 {last_n} 次就诊：洁牙、补牙（36）、复查"


TOOLS_69 = {
    f.__name__: f for f in (free_slots, book_dental, estimateCost, send_reminder, bingli_chaxun)
}

QUESTIONS_69 = [
    (
        "Does Dr. Okafor have any openings on 2026-12-15 or 2026-12-16?",
        ["free_slots", "book_dental"],
    ),
    (
        "Book a filling on tooth 36 for patient D-3307 at 2026-12-15 14:00.",
        ["book_dental", "free_slots"],
    ),
    ("How much is a cleaning if I have insurance?", ["estimateCost", "send_reminder"]),
    ("Email patient D-3307 a reminder.", ["send_reminder", "bingli_chaxun"]),
    ("Show the last five visits of patient D-1142.", ["bingli_chaxun", "estimateCost"]),
    ("王医生 12 月 22 日还有空的号吗？", ["free_slots", "bingli_chaxun"]),
    ("给患者 D-2050 约 12 月 23 日上午 9 点洗牙。", ["book_dental", "send_reminder"]),
    ("拔一颗智齿大概多少钱？没有医保。", ["estimateCost", "book_dental"]),
    ("用微信提醒患者 D-2050 来复诊。", ["send_reminder", "free_slots"]),
    ("查一下 D-1142 的病历。", ["bingli_chaxun", "estimateCost"]),
    (
        "Check Dr. Lin's slots on 2026-12-18 and book a checkup for D-7710 in the first one.",
        ["free_slots", "book_dental"],
    ),
    (
        "Estimate an extraction with insurance and text D-7710 a reminder.",
        ["estimateCost", "send_reminder"],
    ),
]


# ---- set 70: laundry and dry cleaning: an order id, a Literal service, an int of items, a datetime pickup, a list of stains, a pinyin name


def schedule_pickup(address: str, pickup_at: str, bags: int = 1) -> str:
    """Schedule a laundry pickup at an address ("YYYY-MM-DD HH:MM")."""
    return f"{bags} bag(s) from {address} at {pickup_at}, order LD-7340"


def price_quote(
    service: Literal["wash_fold", "dry_clean", "iron"], items: int, express: bool = False
) -> str:
    """Quote a price for laundry items."""
    return f"{items} x {service}: ¥{items * (30 if service == 'dry_clean' else 12)}"


def reportStain(order_id: str, stains: list[str], garment: str | None = None) -> str:
    """Tell the cleaners about stains on an order's garments."""
    return f"{order_id}: noted {', '.join(stains)}"


def order_status(order_id: str) -> str:
    """Where a laundry order is now."""
    return f"{order_id}: washing, ready tomorrow 18:00"


def xiyi_jilu(phone: str, months: int = 3) -> str:
    """查询洗衣订单记录。"""
    return f"{phone} 近 {months} 个月洗衣 5 次，共 ¥286"


TOOLS_70 = {
    f.__name__: f for f in (schedule_pickup, price_quote, reportStain, order_status, xiyi_jilu)
}

QUESTIONS_70 = [
    (
        "Pick up two bags from 14 Elm Road at 2026-12-08 09:30.",
        ["schedule_pickup", "order_status"],
    ),
    ("How much to dry clean 3 suits, express?", ["price_quote", "schedule_pickup"]),
    (
        "Order LD-5521 has a wine stain and a grease mark on the white shirt.",
        ["reportStain", "price_quote"],
    ),
    ("Is LD-5521 ready yet?", ["order_status", "xiyi_jilu"]),
    ("Show my laundry history for 13800138000 over six months.", ["xiyi_jilu", "reportStain"]),
    ("明天上午十点到望京 SOHO T1 取三袋衣服。", ["schedule_pickup", "xiyi_jilu"]),
    ("洗烫 8 件衬衫多少钱？", ["price_quote", "order_status"]),
    ("订单 LD-3308 的羽绒服上有油渍和咖啡渍。", ["reportStain", "schedule_pickup"]),
    ("LD-3308 洗好了吗？", ["order_status", "reportStain"]),
    ("查一下 13912345678 最近的洗衣记录。", ["xiyi_jilu", "price_quote"]),
    (
        "Quote wash-and-fold for 12 items and book a pickup at 3 Quay St at 2026-12-09 18:00.",
        ["price_quote", "schedule_pickup"],
    ),
    ("Check LD-9001 and report a lipstick stain on it.", ["order_status", "reportStain"]),
]


# ---- set 71: museum tickets: a museum id, a date, a dict of ticket types to counts, a Literal language, a bool, a pinyin name


def exhibitions(museum: str, date: str | None = None) -> str:
    """Exhibitions on at a museum (on a date, if given)."""
    return f"{museum}: 'Silk Roads' (to 2027-02-28), 'Light and Glass'"


def buy_tickets(museum: str, date: str, tickets: dict[str, int]) -> str:
    """Buy museum tickets; tickets maps a type ('adult', 'child', 'senior') to a count."""
    return f"{sum(tickets.values())} tickets for {museum} on {date}, ref MT-4471"


def audioGuide(museum: str, language: Literal["en", "zh", "fr", "es"] = "en") -> str:
    """Rent an audio guide in a language."""
    return f"audio guide for {museum} in {language}: code AG-22"


def opening_hours(museum: str, holiday: bool = False) -> str:
    """A museum's opening hours."""
    return f"{museum}: 09:00-17:00" + (" (holidays 10:00-16:00)" if holiday else "")


def canguan_yuyue(id_number: str, museum: str, date: str) -> str:
    """预约参观（实名）。"""
    return f"{museum} {date} 已为 {id_number[-4:]} 预约"


TOOLS_71 = {
    f.__name__: f for f in (exhibitions, buy_tickets, audioGuide, opening_hours, canguan_yuyue)
}

QUESTIONS_71 = [
    ("What's on at the V&A on 2026-12-20?", ["exhibitions", "opening_hours"]),
    (
        "Two adult and one child ticket for the Louvre on 2026-12-22, please.",
        ["buy_tickets", "exhibitions"],
    ),
    ("I'd like a French audio guide at the Prado.", ["audioGuide", "buy_tickets"]),
    ("When is the British Museum open on holidays?", ["opening_hours", "audioGuide"]),
    (
        "Book a visit to the Palace Museum on 2026-12-18 for ID 110101199001011234.",
        ["canguan_yuyue", "opening_hours"],
    ),
    ("国家博物馆这周有什么展览？", ["exhibitions", "canguan_yuyue"]),
    ("买上海博物馆 12 月 26 日的成人票两张、老人票一张。", ["buy_tickets", "audioGuide"]),
    ("故宫有中文语音导览吗？帮我租一个。", ["audioGuide", "exhibitions"]),
    ("苏州博物馆几点开门？", ["opening_hours", "buy_tickets"]),
    (
        "身份证 310101198505051234 预约 12 月 19 日的陕西历史博物馆。",
        ["canguan_yuyue", "audioGuide"],
    ),
    (
        "Check the Rijksmuseum's hours, then buy one senior ticket for 2026-12-23.",
        ["opening_hours", "buy_tickets"],
    ),
    (
        "What exhibitions does MoMA have, and rent me a Spanish audio guide.",
        ["exhibitions", "audioGuide"],
    ),
]


# ---- set 72: car rental: a station code, a pickup and return datetime, a Literal class, an int driver age, a list of extras, a pinyin name


def search_cars(
    station: str,
    pickup: str,
    dropoff: str,
    car_class: Literal["mini", "compact", "suv", "van"] = "compact",
) -> str:
    """Cars free at a rental station between two times ("2026-12-20T09:00")."""
    return f"{station}: VW Polo 38 EUR/day, Toyota RAV4 61 EUR/day ({car_class})"


def book_car(
    station: str, pickup: str, dropoff: str, driver_age: int, extras: list[str] | None = None
) -> str:
    """Book a rental car; extras such as 'child_seat', 'gps', 'snow_chains'."""
    return f"booked at {station} {pickup}-{dropoff}, driver {driver_age}, ref CR-7731"


def cancelBooking(booking_ref: str, reason: str | None = None) -> str:
    """Cancel a rental booking by its reference."""
    return f"{booking_ref} cancelled, full refund"


def fuel_policy(station: str) -> str:
    """A station's fuel and mileage policy."""
    return f"{station}: full-to-full, unlimited km"


def zuche_yajin(station: str, card_type: Literal["credit", "debit"] = "credit") -> str:
    """查询租车押金。"""
    return f"{station} 押金 3000 元（{card_type}）"


TOOLS_72 = {f.__name__: f for f in (search_cars, book_car, cancelBooking, fuel_policy, zuche_yajin)}

QUESTIONS_72 = [
    (
        "Any SUVs free at MUC airport from 2026-12-20 09:00 to 2026-12-27 18:00?",
        ["search_cars", "book_car"],
    ),
    (
        "Book a car at LIS for 2026-12-21T10:00 to 2026-12-24T10:00, driver is 24, with a child seat and GPS.",
        ["book_car", "fuel_policy"],
    ),
    ("Cancel booking CR-5520, my flight was cancelled.", ["cancelBooking", "book_car"]),
    ("What's the fuel policy at Barcelona Sants?", ["fuel_policy", "search_cars"]),
    ("上海虹桥站租车押金多少？我用借记卡。", ["zuche_yajin", "search_cars"]),
    ("帮我查一下成都双流机场 12 月 22 日到 25 日有没有小型车。", ["search_cars", "zuche_yajin"]),
    (
        "Check the fuel policy at OSL, then book a compact there 2026-12-19 08:00 to 2026-12-20 20:00, driver 41.",
        ["fuel_policy", "book_car"],
    ),
    ("取消订单 CR-8812，原因是行程改了。", ["cancelBooking", "zuche_yajin"]),
]


# ---- set 73: tax office: an int year, a float income, a Literal filing status, a dict of deductions, a camelCase name, a pinyin name


def estimate_tax(
    year: int, income: float, status: Literal["single", "married", "head_of_household"] = "single"
) -> str:
    """Estimate income tax for a year."""
    return f"{year}: tax on {income:.0f} ({status}) is about {income * 0.21:.0f}"


def file_return(taxpayer_id: str, year: int, deductions: dict[str, float] | None = None) -> str:
    """File a tax return; deductions maps a category ('charity', 'mortgage', 'medical') to an amount."""
    return f"return for {taxpayer_id} ({year}) filed, receipt TX-3390"


def refundStatus(taxpayer_id: str, year: int) -> str:
    """Where a tax refund stands."""
    return f"{taxpayer_id} {year}: refund of 412.50 sent 2026-11-28"


def deadline(kind: Literal["return", "payment", "extension"], year: int) -> str:
    """A filing deadline."""
    return f"{kind} deadline for {year}: 2027-04-15"


def geshui_zhuanxiang_kouchu(shenfenzheng: str, xiangmu: list[str], nian: int = 2026) -> str:
    """申报个税专项附加扣除（子女教育、住房贷款利息、赡养老人等）。"""
    return f"{shenfenzheng[-4:]} 的 {nian} 年扣除已申报：{'、'.join(xiangmu)}"


TOOLS_73 = {
    f.__name__: f
    for f in (estimate_tax, file_return, refundStatus, deadline, geshui_zhuanxiang_kouchu)
}

QUESTIONS_73 = [
    ("Estimate my 2026 tax on 84,500 as married filing.", ["estimate_tax", "deadline"]),
    (
        "File my 2025 return, ID 123-45-6789, with 1,200 charity and 8,400 mortgage interest.",
        ["file_return", "refundStatus"],
    ),
    ("Where's my refund? Taxpayer 987-65-4321, tax year 2025.", ["refundStatus", "file_return"]),
    ("When is the extension deadline for 2026?", ["deadline", "estimate_tax"]),
    (
        "身份证 330106198803152218，2026 年申报子女教育和赡养老人两项扣除。",
        ["geshui_zhuanxiang_kouchu", "estimate_tax"],
    ),
    ("我年收入 32 万，单身，2026 年大概交多少税？", ["estimate_tax", "geshui_zhuanxiang_kouchu"]),
    (
        "Check the payment deadline for 2026, then estimate tax on 61000 single.",
        ["deadline", "estimate_tax"],
    ),
    ("查一下纳税人 440301199001011234 的 2025 年退税进度。", ["refundStatus", "deadline"]),
]


# ---- set 74: a vet clinic: a Literal species, a bool, a float weight, a camelCase name, a pinyin name with an int


def book_vet(
    pet_name: str,
    species: Literal["dog", "cat", "rabbit", "bird"],
    date: str,
    time: str,
    urgent: bool = False,
) -> str:
    """Book a vet appointment."""
    flag = " (urgent)" if urgent else ""
    return f"{pet_name} the {species}: {date} {time}{flag}, room 3"


def vaccine_record(pet_id: str) -> str:
    """A pet's vaccination history."""
    return f"{pet_id}: rabies 2025-03-02, DHPP 2025-03-02, next due 2026-03-02"


def dose_calc(drug: str, weight_kg: float, species: Literal["dog", "cat"]) -> str:
    """Dose of a drug for a pet's weight."""
    return f"{drug} for a {weight_kg} kg {species}: {weight_kg * 2.5:.1f} mg twice daily"


def getClinicHours(city: str, day: str | None = None) -> str:
    """Opening hours of the clinics in a city."""
    return f"{city} {day or 'weekdays'}: 08:00-20:00, emergencies 24h"


def chongwu_jiyang(
    chengshi: str, tianshu: int, tixing: Literal["小型", "中型", "大型"] = "中型"
) -> str:
    """查询宠物寄养价格。"""
    return f"{chengshi} {tixing}宠物寄养 {tianshu} 天，共 {tianshu * 80} 元"


TOOLS_74 = {
    f.__name__: f for f in (book_vet, vaccine_record, dose_calc, getClinicHours, chongwu_jiyang)
}

QUESTIONS_74 = [
    (
        "Book Biscuit, my beagle, for 2026-12-09 at 10:30. It's urgent, he's limping.",
        ["book_vet", "getClinicHours"],
    ),
    ("Is pet P-4471 due for any vaccines?", ["vaccine_record", "book_vet"]),
    ("How much meloxicam for a 4.2 kg cat?", ["dose_calc", "vaccine_record"]),
    ("Are the clinics in Leeds open on Sunday?", ["getClinicHours", "book_vet"]),
    ("我家金毛要在杭州寄养 6 天，大型犬，多少钱？", ["chongwu_jiyang", "getClinicHours"]),
    ("给我的猫咪团团约个 12 月 15 号下午三点的门诊。", ["book_vet", "chongwu_jiyang"]),
    (
        "Check P-1020's vaccine record, then book Nala the rabbit for 2026-12-11 09:00.",
        ["vaccine_record", "book_vet"],
    ),
    ("一只 18 公斤的狗，卡洛芬该吃多少？", ["dose_calc", "chongwu_jiyang"]),
]


# ---- set 75: home energy: a month string, a float temperature, a list of dicts, a bool, a camelCase name, a pinyin name


def meter_reading(meter_id: str, month: str) -> str:
    """A smart meter's reading for a month (YYYY-MM)."""
    return f"{meter_id} {month}: 312 kWh"


def set_thermostat(room: str, celsius: float, schedule: list[dict[str, str]] | None = None) -> str:
    """Set a room's thermostat; schedule items look like {'from': '06:00', 'to': '08:00'}."""
    return f"{room} set to {celsius} C" + (f" on {len(schedule)} slots" if schedule else "")


def tariff_compare(postcode: str, annual_kwh: int, green_only: bool = False) -> str:
    """Compare electricity tariffs for a postcode and yearly use."""
    return f"{postcode}, {annual_kwh} kWh: cheapest 0.27/kWh" + (
        " (100% green)" if green_only else ""
    )


def reportOutage(address: str, since: str, phone: str | None = None) -> str:
    """Report a power cut."""
    return f"outage at {address} since {since} logged, ticket PC-6620"


def dianfei_chaxun(huhao: str, yuefen: str) -> str:
    """查询某户某月电费。"""
    return f"户号 {huhao} {yuefen} 电费 186.40 元"


TOOLS_75 = {
    f.__name__: f
    for f in (meter_reading, set_thermostat, tariff_compare, reportOutage, dianfei_chaxun)
}

QUESTIONS_75 = [
    ("What did meter EM-30021 read for November 2026?", ["meter_reading", "dianfei_chaxun"]),
    (
        "Set the living room to 21.5 degrees from 06:00 to 08:00 and 17:00 to 22:00.",
        ["set_thermostat", "meter_reading"],
    ),
    (
        "Compare tariffs for SW1A 1AA, we use about 3100 kWh a year, green only please.",
        ["tariff_compare", "reportOutage"],
    ),
    (
        "Power's been out at 14 Elm Road since 7pm, call me on 07700 900123.",
        ["reportOutage", "tariff_compare"],
    ),
    ("查一下户号 3302118847 在 2026 年 10 月的电费。", ["dianfei_chaxun", "meter_reading"]),
    ("卧室空调调到 26 度。", ["set_thermostat", "dianfei_chaxun"]),
    (
        "Read meter EM-11873 for 2026-10, then compare tariffs for M1 4BT at 2800 kWh.",
        ["meter_reading", "tariff_compare"],
    ),
    ("我家停电了，地址是朝阳区望京西路 8 号，从下午两点开始。", ["reportOutage", "dianfei_chaxun"]),
]


# ---- set 76: a moving company: a list of room names, an int of boxes, a Literal van size, a
# float volume, a date, a kebab-case name, a pinyin name


@_named("moving-quote")
def moving_quote(from_city: str, to_city: str, volume_m3: float, date: str) -> str:
    """Quote a house move."""
    return f"{from_city} -> {to_city} on {date}, {volume_m3} m3: 1,240 EUR"


def book_van(size: Literal["small", "medium", "large"], date: str, helpers: int = 0) -> str:
    """Book a moving van, with helpers if asked."""
    return f"{size} van on {date} with {helpers} helpers, ref MV-2290"


def packing_boxes(boxes: int, rooms: list[str] | None = None, deliver_to: str | None = None) -> str:
    """Order packing boxes, perhaps labelled by room."""
    return f"{boxes} boxes" + (f" for {', '.join(rooms)}" if rooms else "") + " on the way"


def storage_unit(city: str, months: int, climate_control: bool = False) -> str:
    """Rent a storage unit."""
    return f"{city}: unit S-14 for {months} months" + (
        " (climate controlled)" if climate_control else ""
    )


def banjia_baoxian(dingdan_hao: str, baoe: float) -> str:
    """为搬家订单购买保险。"""
    return f"订单 {dingdan_hao} 已投保 {baoe:.0f} 元"


TOOLS_76 = {
    f.__name__: f for f in (moving_quote, book_van, packing_boxes, storage_unit, banjia_baoxian)
}

QUESTIONS_76 = [
    (
        "How much to move 28 cubic metres from Leeds to Bristol on 2027-01-09?",
        ["moving-quote", "book_van"],
    ),
    ("Book a large van for 2027-01-09 with two helpers.", ["book_van", "moving-quote"]),
    (
        "Send 40 boxes labelled for the kitchen, bedroom and study to 12 Park Lane.",
        ["packing_boxes", "storage_unit"],
    ),
    (
        "I need a climate-controlled storage unit in Lyon for 3 months.",
        ["storage_unit", "packing_boxes"],
    ),
    ("给搬家订单 BJ-20261205 买 5 万元的保险。", ["banjia_baoxian", "book_van"]),
    ("下周六从浦东搬到闵行，大概 15 立方，帮我报个价。", ["moving-quote", "banjia_baoxian"]),
    (
        "Quote a move from Porto to Lisbon, 20 m3, on 2027-02-01, then book a medium van that day.",
        ["moving-quote", "book_van"],
    ),
    ("订一辆小货车，1 月 16 号，不要搬运工。", ["book_van", "storage_unit"]),
]


# ---- set 77: a garden centre: a dict of plant names to counts, a Literal light level, a float pH,
# an int, a name with a digit, a camelCase name, a pinyin name


def plant_care(
    species: str, light: Literal["full sun", "partial shade", "shade"] = "full sun"
) -> str:
    """Care notes for a plant in given light."""
    return f"{species} in {light}: water weekly, feed monthly"


def order_plants(items: dict[str, int], deliver: bool = False) -> str:
    """Order plants, as a map of plant name to count."""
    listed = ", ".join(f"{n} x{c}" for n, c in items.items())
    return f"order GC-5512: {listed}" + (" (delivery booked)" if deliver else "")


def soil_test_v2(postcode: str, ph: float | None = None) -> str:
    """Book a soil test, or read a pH you measured."""
    return f"{postcode}: " + (f"pH {ph} is fine for most beds" if ph is not None else "kit sent")


def deliveryWindow(postcode: str, weekday: str) -> str:
    """Delivery slots for a postcode on a weekday."""
    return f"{postcode} on {weekday}: 08:00-12:00, 13:00-17:00"


def huahui_yanghu(zhiwu: str, jijie: str = "冬季") -> str:
    """查询某种植物在某个季节的养护要点。"""
    return f"{zhiwu}（{jijie}）：少浇水，放在向阳处"


TOOLS_77 = {
    f.__name__: f for f in (plant_care, order_plants, soil_test_v2, deliveryWindow, huahui_yanghu)
}

QUESTIONS_77 = [
    (
        "How should I look after a fiddle-leaf fig in partial shade?",
        ["plant_care", "huahui_yanghu"],
    ),
    (
        "Order 3 lavender, 2 rosemary and 6 tulip bulbs, delivered please.",
        ["order_plants", "deliveryWindow"],
    ),
    ("My soil in BS7 8AA reads pH 5.8, is that OK?", ["soil_test_v2", "plant_care"]),
    ("When can you deliver to OX4 1AB on Thursday?", ["deliveryWindow", "order_plants"]),
    ("绿萝冬天怎么养？", ["huahui_yanghu", "plant_care"]),
    ("帮我订两盆多肉和一棵发财树。", ["order_plants", "huahui_yanghu"]),
    (
        "Send a soil test kit to LS6 2QT, then tell me Friday's delivery slots there.",
        ["soil_test_v2", "deliveryWindow"],
    ),
    (
        "What light does a snake plant want, and how do I care for it in shade?",
        ["plant_care", "soil_test_v2"],
    ),
]


# ---- set 78: a pharmacy: a list of ints, a bool, a PascalCase name, an int with a default, a
# name with a double underscore, a pinyin name


def check_interactions(drugs: list[str]) -> str:
    """Check a list of medicines for interactions."""
    return " + ".join(drugs) + ": no known interaction"


def RefillPrescription(rx_number: str, pharmacy_id: int, delivery: bool = False) -> str:
    """Refill a prescription at a pharmacy."""
    return f"Rx {rx_number} ready at store {pharmacy_id}" + (
        " (out for delivery)" if delivery else ""
    )


def store_hours(pharmacy_id: int, days: list[int] | None = None) -> str:
    """Opening hours of a pharmacy, for days of the week (1 = Monday)."""
    return f"store {pharmacy_id}: 08:00-20:00" + (f" on days {days}" if days else "")


def otc__search(symptom: str, max_results: int = 3) -> str:
    """Over-the-counter products for a symptom."""
    return f"{symptom}: paracetamol, ibuprofen, lozenges"[: 20 * max_results]


def yaopin_shuoming(yaoming: str) -> str:
    """查询药品说明书：用法用量、禁忌。"""
    return f"{yaoming}：每日三次，每次一片，饭后服用"


TOOLS_78 = {
    f.__name__: f
    for f in (check_interactions, RefillPrescription, store_hours, otc__search, yaopin_shuoming)
}

QUESTIONS_78 = [
    ("Can I take ibuprofen with warfarin and omeprazole?", ["check_interactions", "otc__search"]),
    (
        "Refill Rx 7781-302 at store 118 and deliver it.",
        ["RefillPrescription", "store_hours"],
    ),
    ("Is store 204 open on Saturday and Sunday?", ["store_hours", "RefillPrescription"]),
    (
        "What can I buy for a sore throat? Two options is enough.",
        ["otc__search", "check_interactions"],
    ),
    ("布洛芬缓释胶囊怎么吃？", ["yaopin_shuoming", "otc__search"]),
    ("阿莫西林和布洛芬能一起吃吗？", ["check_interactions", "yaopin_shuoming"]),
    (
        "Check store 57's hours on Monday, then refill prescription RX-55102 there for pickup.",
        ["store_hours", "RefillPrescription"],
    ),
    ("我有点发烧，药店有什么非处方药推荐？", ["otc__search", "yaopin_shuoming"]),
]


# ---- set 79: a ski resort: a tuple of two dates, a float size, a Literal level, a bool, a name
# with a trailing digit group, a camelCase name, a pinyin name


def lift_status(resort: str) -> str:
    """Which lifts are open at a resort now."""
    return f"{resort}: 11 of 14 lifts open, gondola on wind hold"


def rent_skis(
    boot_size_eu: float,
    level: Literal["beginner", "intermediate", "expert"],
    dates: tuple[str, str],
) -> str:
    """Rent skis and boots for a stay (first and last day)."""
    return f"{level} skis, boots {boot_size_eu}, {dates[0]} to {dates[1]}: 138 EUR"


def avalanche_risk_2024(region: str, include_forecast: bool = False) -> str:
    """Avalanche danger level for a region, with tomorrow's forecast if asked."""
    return f"{region}: level 3 (considerable)" + ("; tomorrow 2" if include_forecast else "")


def bookLesson(resort: str, date: str, people: int = 1) -> str:
    """Book a group ski lesson."""
    return f"lesson at {resort} on {date} for {people}, meet 09:30 at the school hut"


def huaxue_piaowu(xuechang: str, tianshu: int) -> str:
    """购买滑雪场的多日缆车票。"""
    return f"{xuechang} {tianshu} 日票：1280 元"


TOOLS_79 = {
    f.__name__: f for f in (lift_status, rent_skis, avalanche_risk_2024, bookLesson, huaxue_piaowu)
}

QUESTIONS_79 = [
    ("Are the lifts running at Verbier right now?", ["lift_status", "avalanche_risk_2024"]),
    (
        "Rent me intermediate skis, EU boot size 42.5, from 2027-01-16 to 2027-01-20.",
        ["rent_skis", "bookLesson"],
    ),
    (
        "What's the avalanche risk in Valais, and tomorrow's too?",
        ["avalanche_risk_2024", "lift_status"],
    ),
    ("Book a ski lesson at Zermatt on 2027-01-18 for 3 people.", ["bookLesson", "rent_skis"]),
    ("帮我买崇礼万龙滑雪场的三日票。", ["huaxue_piaowu", "lift_status"]),
    ("我是初学者，鞋码 38，想租 2027-02-01 到 2027-02-03 的雪板。", ["rent_skis", "huaxue_piaowu"]),
    (
        "Check the lifts at Chamonix, then book a lesson there on 2027-02-10 for two.",
        ["lift_status", "bookLesson"],
    ),
    ("北海道二世谷今天雪崩风险高吗？", ["avalanche_risk_2024", "huaxue_piaowu"]),
]


# ---- set 80: a bicycle shop: a dict of part to count, an optional float, an upper-case name, a
# name with digits inside, a list of Literals, a pinyin name


def QUOTE_REPAIR(bike_model: str, parts: dict[str, int]) -> str:
    """Price a repair: parts needed and how many of each."""
    return f"{bike_model}: " + ", ".join(f"{n}x {p}" for p, n in parts.items()) + " = 86 EUR"


def frame_size(height_cm: int, inseam_cm: float | None = None) -> str:
    """Recommend a frame size from a rider's height (and inseam if known)."""
    return f"height {height_cm}: frame 54 cm" + (f" (inseam {inseam_cm})" if inseam_cm else "")


def book_service(
    date: str, services: list[Literal["tune-up", "brakes", "gears", "wheel-true"]]
) -> str:
    """Book a workshop slot for one or more services."""
    return f"{date} 10:00: " + " + ".join(services)


def route2gpx(start: str, end: str, avoid_hills: bool = False) -> str:
    """Plan a cycling route and return a GPX link."""
    return f"{start} -> {end}: 23.4 km" + (", flat" if avoid_hills else "") + " gpx/8812"


def danche_weixiu(wenti: str) -> str:
    """单车故障自助排查：描述问题，给出维修建议。"""
    return f"{wenti}：先检查链条张力与变速线"


TOOLS_80 = {
    f.__name__: f for f in (QUOTE_REPAIR, frame_size, book_service, route2gpx, danche_weixiu)
}

QUESTIONS_80 = [
    (
        "How much to fix my Trek FX3? It needs 2 brake pads and 1 chain.",
        ["QUOTE_REPAIR", "book_service"],
    ),
    ("I'm 178 cm tall with an 82.5 cm inseam, what frame size?", ["frame_size", "QUOTE_REPAIR"]),
    ("Book a tune-up and brakes on 2027-03-02.", ["book_service", "danche_weixiu"]),
    (
        "Plan a ride from Utrecht to Amersfoort, as flat as possible.",
        ["route2gpx", "frame_size"],
    ),
    ("我的自行车换挡时咔咔响，怎么办？", ["danche_weixiu", "book_service"]),
    ("我身高 165，应该买多大的车架？", ["frame_size", "danche_weixiu"]),
    (
        "Quote replacing 1 rear derailleur on a Giant Escape 3, then book gears on 2027-03-05.",
        ["QUOTE_REPAIR", "book_service"],
    ),
    ("帮我规划从杭州西湖骑到千岛湖的路线。", ["route2gpx", "danche_weixiu"]),
]


# ---- set 81: a vet clinic: two floats, a Literal species, an int age in weeks, a bool with a
# default True, a name with a version suffix, a camelCase name, a pinyin name


def book_vet(
    pet_name: str, species: Literal["dog", "cat", "rabbit"], date: str, urgent: bool = False
) -> str:
    """Book a vet appointment for a pet."""
    return f"{pet_name} ({species}) on {date} 09:40" + (", urgent slot" if urgent else "")


def dosage_calc_v2(weight_kg: float, drug: str, mg_per_kg: float = 5.0) -> str:
    """Work out a dose of a drug for an animal's weight."""
    return f"{drug}: {weight_kg * mg_per_kg:.1f} mg"


def findVetNearby(lat: float, lon: float, open_now: bool = True) -> str:
    """Vet clinics near a point."""
    return f"({lat}, {lon}): PawCare 0.8 km" + (" (open)" if open_now else "")


def vaccine_schedule(species: str, age_weeks: int) -> str:
    """The vaccines an animal is due at its age."""
    return f"{species} at {age_weeks} weeks: DHPP booster, rabies at 16 weeks"


def chongwu_yimiao(chongwu: str, yueling: int) -> str:
    """查询宠物按月龄应打的疫苗。"""
    return f"{chongwu}（{yueling} 个月）：应打狂犬疫苗和猫三联/犬八联加强针"


TOOLS_81 = {
    f.__name__: f
    for f in (book_vet, dosage_calc_v2, findVetNearby, vaccine_schedule, chongwu_yimiao)
}

QUESTIONS_81 = [
    ("Book my dog Biscuit in for 2027-04-12, it's urgent.", ["book_vet", "vaccine_schedule"]),
    (
        "How much meloxicam for a 12.5 kg dog at 0.1 mg per kg?",
        ["dosage_calc_v2", "book_vet"],
    ),
    ("Any vets open near 51.5072, -0.1276?", ["findVetNearby", "book_vet"]),
    ("My kitten is 10 weeks old, which vaccines are due?", ["vaccine_schedule", "dosage_calc_v2"]),
    ("我家猫三个月大了，该打什么疫苗？", ["chongwu_yimiao", "vaccine_schedule"]),
    ("帮我给兔子团团约 2027-04-15 的兽医。", ["book_vet", "chongwu_yimiao"]),
    (
        "Find a vet near 40.7128, -74.0060 even if closed, then book Luna the cat there on 2027-05-01.",
        ["findVetNearby", "book_vet"],
    ),
    ("狗狗 8 公斤，阿莫西林按每公斤 10 毫克要吃多少？", ["dosage_calc_v2", "chongwu_yimiao"]),
]

# ---- set 82: a solar installer: a list of floats, a dict of str to int, an Optional int, a
# Literal roof type, an all-caps name with digits, a camelCase name, a pinyin name


def PV_YIELD_2(kwp: float, tilt_deg: float | None = None, city: str = "Berlin") -> str:
    """Estimate a solar array's yearly yield in kWh."""
    return f"{kwp} kWp in {city}: {kwp * 950:.0f} kWh/yr" + (f" at {tilt_deg}°" if tilt_deg else "")


def roof_quote(
    area_m2: float, roof: Literal["flat", "pitched", "metal"], battery_kwh: int = 0
) -> str:
    """Quote a panel install for a roof, with an optional battery."""
    return f"{area_m2} m2 {roof}: 9,400 EUR" + (
        f" + {battery_kwh} kWh battery" if battery_kwh else ""
    )


def inverterStatus(serial: str, last_hours: int | None = None) -> str:
    """Live status of an inverter by its serial number."""
    return f"{serial}: 3.2 kW now, no faults" + (
        f" in the last {last_hours} h" if last_hours else ""
    )


def compare_tariffs(monthly_kwh: list[float], feed_in: dict[str, int]) -> str:
    """Compare electricity tariffs for a year of monthly usage and feed-in rates (cents)."""
    return f"{len(monthly_kwh)} months, {len(feed_in)} feed-in rates: GreenFlex saves 212 EUR"


def taiyangneng_butie(shengfen: str, zhuangji_kw: float) -> str:
    """查询某省户用光伏的补贴政策。"""
    return f"{shengfen} {zhuangji_kw} kW：每度电补贴 0.03 元，连续 5 年"


TOOLS_82 = {
    f.__name__: f
    for f in (PV_YIELD_2, roof_quote, inverterStatus, compare_tariffs, taiyangneng_butie)
}

QUESTIONS_82 = [
    ("How much would a 6.4 kWp array make in Munich at 30 degrees?", ["PV_YIELD_2", "roof_quote"]),
    (
        "Quote 42 m2 of panels on my pitched roof with a 10 kWh battery.",
        ["roof_quote", "PV_YIELD_2"],
    ),
    ("Is inverter SN-77A-3021 OK? Check the last 24 hours.", ["inverterStatus", "roof_quote"]),
    (
        "Compare tariffs for 310, 290 and 260 kWh a month with feed-in day 8 and night 5 cents.",
        ["compare_tariffs", "PV_YIELD_2"],
    ),
    ("浙江装 8.5 千瓦的户用光伏有补贴吗？", ["taiyangneng_butie", "PV_YIELD_2"]),
    ("帮我查一下逆变器 INV-2026-118 的状态。", ["inverterStatus", "taiyangneng_butie"]),
    (
        "Estimate a 4 kWp flat-roof system in Lisbon, then quote 25 m2 flat with no battery.",
        ["PV_YIELD_2", "roof_quote"],
    ),
    ("屋顶 60 平方米、金属屋面，报个价，不要电池。", ["roof_quote", "taiyangneng_butie"]),
]


# ---- set 83: a chess club: an int rating pair, a Literal time control, a list of str, a
# bool default True, a name with a digit in the middle, a snake name with a verb last, a
# pinyin name


def elo_delta(
    rating_a: int, rating_b: int, result: Literal["win", "draw", "loss"], k: int = 20
) -> str:
    """Rating change for player A after a game against B."""
    return f"{rating_a} vs {rating_b}, {result}: +7.4 (K={k})"


def pair4round(players: list[str], round_no: int, avoid_repeats: bool = True) -> str:
    """Swiss pairings for a round of a tournament."""
    return f"round {round_no}: " + ", ".join(players[:2]) + " ... board 1"


def opening_lookup(moves: str, depth: int | None = None) -> str:
    """Name an opening from its moves in SAN (e.g. 'e4 c5 Nf3')."""
    return f"{moves}: Sicilian Defence" + (f" (depth {depth})" if depth else "")


def tournament_register(
    name: str, fide_id: int, time_control: Literal["blitz", "rapid", "classical"]
) -> str:
    """Register a player in the club tournament."""
    return f"{name} ({fide_id}) registered for {time_control}, seed 14"


def xiangqi_canju(jumian: str) -> str:
    """象棋残局求解：输入局面描述，给出着法。"""
    return f"{jumian}：车一平四，红胜"


TOOLS_83 = {
    f.__name__: f
    for f in (elo_delta, pair4round, opening_lookup, tournament_register, xiangqi_canju)
}

QUESTIONS_83 = [
    ("I'm 1850 and beat a 2010, how much do I gain?", ["elo_delta", "opening_lookup"]),
    ("Pair round 3 for Ana, Ben, Chen and Dara.", ["pair4round", "elo_delta"]),
    ("What opening is e4 e5 Nf3 Nc6 Bb5?", ["opening_lookup", "tournament_register"]),
    (
        "Register Maria Lopez, FIDE 2245780, for the rapid section.",
        ["tournament_register", "pair4round"],
    ),
    ("这个象棋残局怎么赢：红车马对黑单士象。", ["xiangqi_canju", "opening_lookup"]),
    ("我等级分 1500，和 1600 的下和了，分数怎么变？K 取 32。", ["elo_delta", "xiangqi_canju"]),
    (
        "Look up d4 d5 c4 to depth 6, then register Tom Ek, FIDE 1503342, for blitz.",
        ["opening_lookup", "tournament_register"],
    ),
    ("帮我给第 5 轮排对：小王、小李、老张、老陈，允许重复对手。", ["pair4round", "xiangqi_canju"]),
]


# ---- set 84: a veterinary clinic: a float weight, a Literal species, a name with a unit
# suffix, a camelCase name, a date string, a list of int, a pinyin name with a digit


def dose_per_kg(drug: str, weight_kg: float, species: Literal["dog", "cat", "rabbit"]) -> str:
    """Dose of a drug for an animal of the given weight."""
    return f"{drug}: {round(weight_kg * 2.5, 1)} mg for a {weight_kg} kg {species}, twice daily"


def bookVetSlot(pet_name: str, date: str, urgent: bool = False) -> str:
    """Book a consultation slot at the clinic (date as YYYY-MM-DD)."""
    return f"{pet_name} booked {date} 10:30" + (" (urgent)" if urgent else "")


def vaccine_due(pet_id: int, include_boosters: bool = True) -> str:
    """Which vaccines a registered pet is due for."""
    return f"pet {pet_id}: rabies due 2027-01-12" + (
        ", DHPP booster due now" if include_boosters else ""
    )


def lab_panel(test_codes: list[int], fasting: bool | None = None) -> str:
    """Order a blood panel by test codes."""
    return f"panel {test_codes} ordered" + (" (fasting)" if fasting else "")


def chongwu2_dangan(chongwu_ming: str, zhuren_dianhua: str) -> str:
    """宠物档案查询：按宠物名和主人电话查病历。"""
    return f"{chongwu_ming}（{zhuren_dianhua}）：2026-10 绝育，2026-11 皮炎复诊"


TOOLS_84 = {
    f.__name__: f for f in (dose_per_kg, bookVetSlot, vaccine_due, lab_panel, chongwu2_dangan)
}

QUESTIONS_84 = [
    ("How much meloxicam for my 12.5 kg dog?", ["dose_per_kg", "vaccine_due"]),
    ("Book Biscuit in for 2026-12-14, it's urgent.", ["bookVetSlot", "lab_panel"]),
    ("Is pet 4471 due for anything? Skip the boosters.", ["vaccine_due", "bookVetSlot"]),
    ("Order tests 101, 205 and 330, fasting.", ["lab_panel", "dose_per_kg"]),
    ("查一下咪咪的病历，主人电话 13812345678。", ["chongwu2_dangan", "vaccine_due"]),
    ("我家兔子 2.1 公斤，阿莫西林该喂多少？", ["dose_per_kg", "chongwu2_dangan"]),
    (
        "Check what pet 902 is due for, then book Rex for 2027-01-03.",
        ["vaccine_due", "bookVetSlot"],
    ),
    ("帮小黑约 12 月 20 号看病，不急。", ["bookVetSlot", "chongwu2_dangan"]),
]


# ---- set 85: a ferry line: a time string, a Literal cabin, an int passengers, a name in
# UPPER_SNAKE, a name ending in a digit, an optional str, a pinyin name


def ferry_times(from_port: str, to_port: str, date: str) -> str:
    """Ferry departures between two ports on a date."""
    return f"{from_port} -> {to_port} on {date}: 07:15, 11:40, 16:05"


def BOOK_CABIN(
    sailing_id: str, cabin: Literal["seat", "twin", "suite"], passengers: int = 1
) -> str:
    """Book a cabin on a sailing."""
    return f"{sailing_id}: {cabin} x{passengers} held, ref FR-88213"


def vehicle_fare2(length_m: float, with_trailer: bool = False) -> str:
    """Fare for taking a vehicle aboard, by its length."""
    return f"{length_m} m vehicle: 64.00 EUR" + (" + trailer 22.00" if with_trailer else "")


def sea_state(port: str, hours_ahead: int | None = None) -> str:
    """Wave height and wind at a port, now or some hours ahead."""
    return f"{port}: waves 1.2 m, wind 18 kn NW" + (f" in {hours_ahead} h" if hours_ahead else "")


def lundu_piaojia(chufa: str, daoda: str, chengren: int, ertong: int = 0) -> str:
    """轮渡票价：出发港、到达港、成人和儿童人数。"""
    return f"{chufa}→{daoda}：成人 {chengren} 张、儿童 {ertong} 张，共 180 元"


TOOLS_85 = {
    f.__name__: f for f in (ferry_times, BOOK_CABIN, vehicle_fare2, sea_state, lundu_piaojia)
}

QUESTIONS_85 = [
    ("Ferries from Split to Hvar on 2026-12-19?", ["ferry_times", "sea_state"]),
    ("Book a twin cabin on sailing SH-204 for 3 people.", ["BOOK_CABIN", "vehicle_fare2"]),
    ("What does a 5.4 m van with a trailer cost?", ["vehicle_fare2", "BOOK_CABIN"]),
    ("How rough will it be at Dover in 6 hours?", ["sea_state", "ferry_times"]),
    ("厦门到鼓浪屿，两个大人一个小孩，船票多少钱？", ["lundu_piaojia", "ferry_times"]),
    ("明天大连去烟台的船几点开？日期 2026-12-07。", ["ferry_times", "lundu_piaojia"]),
    (
        "Check the sea at Calais, then book a suite on DV-11 for 2.",
        ["sea_state", "BOOK_CABIN"],
    ),
    ("4.2 米的小车上船多少钱？不带拖车。", ["vehicle_fare2", "lundu_piaojia"]),
]


# ---- set 86: a public library: an ISBN string, a list of str ids, a name with a double
# underscore, a Literal of rooms, a float of hours, a pinyin name with a digit, an optional str


def isbn_lookup(isbn: str) -> str:
    """Title, author and shelf of a book by its ISBN."""
    return f"{isbn}: The Long Way Home, R. Okafor, shelf 823.92 OKA, 2 copies in"


def renewLoan(card_no: int, book_ids: list[str]) -> str:
    """Renew books on loan to a library card."""
    return f"card {card_no}: {', '.join(book_ids)} renewed until 2027-01-04"


def room__reserve(room: Literal["A", "B", "quiet"], hours: float, date: str) -> str:
    """Reserve a study room for some hours on a date (YYYY-MM-DD)."""
    return f"room {room} held on {date} for {hours} h, code 4417"


def fine_calc(days_late: int, adult: bool = True) -> str:
    """Late fine for a book returned some days late."""
    return f"{days_late} days late: {days_late * (0.25 if adult else 0.1):.2f} EUR"


def tushu3_jieyue(shuming: str, zuozhe: str | None = None) -> str:
    """图书借阅查询：按书名（可加作者）查馆藏和可借册数。"""
    return (
        f"《{shuming}》{('（' + zuozhe + '）') if zuozhe else ''}：馆藏 3 册，可借 1 册，三楼 I247"
    )


TOOLS_86 = {
    f.__name__: f for f in (isbn_lookup, renewLoan, room__reserve, fine_calc, tushu3_jieyue)
}

QUESTIONS_86 = [
    ("Who wrote ISBN 978-0-14-303943-3 and where is it shelved?", ["isbn_lookup", "fine_calc"]),
    ("Renew B-1021 and B-3377 on card 55018.", ["renewLoan", "isbn_lookup"]),
    ("Book the quiet room for 2.5 hours on 2026-12-11.", ["room__reserve", "renewLoan"]),
    ("My kid's book is 9 days late, what's the fine?", ["fine_calc", "room__reserve"]),
    ("图书馆有没有《活着》？余华写的那本。", ["tushu3_jieyue", "isbn_lookup"]),
    ("我的书晚还了 12 天，要罚多少钱？我是成人。", ["fine_calc", "tushu3_jieyue"]),
    (
        "Look up ISBN 978-7-5442-9116-7, then renew it (id B-88) on card 20931.",
        ["isbn_lookup", "renewLoan"],
    ),
    ("帮我订 12 月 15 日 A 房间，三个小时。", ["room__reserve", "tushu3_jieyue"]),
]


# ---- set 87: a power utility: a meter id with letters and digits, a PascalCase name, a
# month string, a float of kWh, a list of plan names, a pinyin name, an int month


def meter_read(meter_id: str, month: str) -> str:
    """Meter reading for a month (YYYY-MM)."""
    return f"{meter_id} {month}: 412 kWh, read on the 28th"


def PanelYield(kw_peak: float, tilt_deg: int = 30, city: str = "Madrid") -> str:
    """Yearly yield of a solar array of the given peak power."""
    return f"{kw_peak} kWp at {tilt_deg} degrees in {city}: {round(kw_peak * 1450)} kWh a year"


def outage_map(postcode: str) -> str:
    """Current power cuts near a postcode."""
    return f"{postcode}: 1 planned outage, Thu 09:00-13:00, 140 homes"


def tariff_compare(kwh_per_month: float, plans: list[str]) -> str:
    """Monthly cost of some tariff plans for a given use."""
    return "; ".join(f"{p}: {kwh_per_month * 0.21:.2f} EUR" for p in plans)


def dianfei_chaxun(huhao: str, yuefen: int) -> str:
    """电费查询：户号和月份（1–12）。"""
    return f"户号 {huhao}，{yuefen} 月：用电 286 度，电费 152.30 元，已缴清"


TOOLS_87 = {
    f.__name__: f for f in (meter_read, PanelYield, outage_map, tariff_compare, dianfei_chaxun)
}

QUESTIONS_87 = [
    ("What did meter EM-44120B read in 2026-10?", ["meter_read", "outage_map"]),
    (
        "How much would 6.4 kWp of panels make in Seville at 25 degrees?",
        ["PanelYield", "meter_read"],
    ),
    ("Any power cuts around 28013?", ["outage_map", "tariff_compare"]),
    (
        "Compare Flex, Green24 and Night Saver for 350 kWh a month.",
        ["tariff_compare", "PanelYield"],
    ),
    ("查一下户号 3301228765 十一月的电费。", ["dianfei_chaxun", "meter_read"]),
    ("我家每月用 420 度电，比较一下峰谷电和阶梯电两个套餐。", ["tariff_compare", "dianfei_chaxun"]),
    (
        "Read meter EM-0931 for 2026-11, then check outages at SW1A 1AA.",
        ["meter_read", "outage_map"],
    ),
    ("屋顶装 5 千瓦的光伏，在杭州一年能发多少电？", ["PanelYield", "dianfei_chaxun"]),
]


# ---- set 88: a freight forwarder: a container number (four letters, seven digits), an int
# IMO number under a PascalCase name, an HS code string with dots, a float value, a pinyin
# name with three arguments


def container_track(container_no: str) -> str:
    """Where a shipping container is now."""
    return f"{container_no}: discharged at Rotterdam, awaiting customs, gate-out not yet"


def VesselETA(imo: int, port: str = "Rotterdam") -> str:
    """Expected arrival of a vessel (by IMO number) at a port."""
    return f"IMO {imo} at {port}: ETA 2026-12-09 14:00, berth 7"


def customs_duty(hs_code: str, value_usd: float, origin: str) -> str:
    """Import duty for goods of an HS code, customs value and country of origin."""
    return f"HS {hs_code} from {origin}: duty 4.5% = {value_usd * 0.045:.2f} USD"


def berth_schedule(port: str, date: str) -> str:
    """Ships due at a port's berths on a date (YYYY-MM-DD)."""
    return f"{port} {date}: 6 arrivals, 4 departures, berth 3 closed for dredging"


def huoyun_baojia(qidian: str, zhongdian: str, zhongliang_kg: float) -> str:
    """货运报价：起点、终点和重量（千克）。"""
    return f"{qidian} → {zhongdian}，{zhongliang_kg} 千克：海运 2,150 元，空运 9,800 元"


TOOLS_88 = {
    f.__name__: f for f in (container_track, VesselETA, customs_duty, berth_schedule, huoyun_baojia)
}

QUESTIONS_88 = [
    ("Where is container MSCU4471203 right now?", ["container_track", "berth_schedule"]),
    ("When does the ship with IMO 9811000 reach Hamburg?", ["VesselETA", "container_track"]),
    (
        "What duty do I pay on HS 8471.30 laptops worth 12,500 USD from Vietnam?",
        ["customs_duty", "VesselETA"],
    ),
    ("Which ships are due at Felixstowe on 2026-12-14?", ["berth_schedule", "customs_duty"]),
    ("从宁波发 850 公斤的货到汉堡，运费多少？", ["huoyun_baojia", "container_track"]),
    (
        "Track TGHU9003317, then tell me what's arriving at Antwerp on 2026-12-10.",
        ["container_track", "berth_schedule"],
    ),
    ("查一下集装箱 CSNU6120548 现在到哪了。", ["container_track", "huoyun_baojia"]),
    ("IMO 9321483 几点到鹿特丹？", ["VesselETA", "berth_schedule"]),
]


# ---- set 89: a vet clinic: a pet id with a hyphen, a species word, a list of symptoms, a
# float weight under a PascalCase name, a datetime string, a pinyin name with a phone number


def vaccine_due(pet_id: str) -> str:
    """Vaccinations a pet is due for."""
    return f"{pet_id}: rabies booster due 2027-01-03; DHPP up to date"


def DoseCalc(drug: str, weight_kg: float) -> str:
    """Dose of a drug for an animal's weight."""
    return f"{drug} for {weight_kg} kg: {weight_kg * 2.5:.1f} mg twice a day"


def symptom_check(species: str, symptoms: list[str]) -> str:
    """Likely causes for an animal's symptoms."""
    return f"{species} with {', '.join(symptoms)}: likely gastritis; see a vet within 24 h"


def book_vet(clinic: str, when: str, reason: str = "checkup") -> str:
    """Book a visit at a clinic (when: YYYY-MM-DD HH:MM)."""
    return f"booked at {clinic} for {when} ({reason}), ref VT-5521"


def chongwu_dangan(chongwu_ming: str, zhuren_dianhua: str) -> str:
    """宠物档案：宠物名字和主人电话。"""
    return f"{chongwu_ming}（主人 {zhuren_dianhua}）：3 岁英短，已绝育，上次体检 2026-06-18"


TOOLS_89 = {f.__name__: f for f in (vaccine_due, DoseCalc, symptom_check, book_vet, chongwu_dangan)}

QUESTIONS_89 = [
    ("Which shots is pet CAT-20931 due for?", ["vaccine_due", "chongwu_dangan"]),
    ("How much meloxicam for a 7.8 kg dog?", ["DoseCalc", "symptom_check"]),
    (
        "My rabbit has stopped eating and has soft droppings. What could it be?",
        ["symptom_check", "DoseCalc"],
    ),
    (
        "Book Greenway Vets for 2026-12-11 09:30, it's for a dental.",
        ["book_vet", "vaccine_due"],
    ),
    ("查一下咪咪的档案，主人电话 13812345678。", ["chongwu_dangan", "vaccine_due"]),
    ("我家狗 12 公斤，阿莫西林该吃多少？", ["DoseCalc", "book_vet"]),
    (
        "Check DOG-7741's vaccines, then book Riverside Animal Clinic on 2026-12-20 at 16:00.",
        ["vaccine_due", "book_vet"],
    ),
    ("猫咪一直打喷嚏、流眼泪，可能是什么病？", ["symptom_check", "chongwu_dangan"]),
]


# ---- set 90: a mountain park: a trail id with a slash, an int elevation under a camelCase
# name, a Literal difficulty, a bool, a list of gear, a date range as two strings, a pinyin
# name with a float


def trail_status(trail_id: str) -> str:
    """Whether a trail is open, and its conditions."""
    return f"{trail_id}: open, snow above 2,100 m, microspikes advised"


def hutBooking(hut: str, arrive: str, leave: str, beds: int = 1) -> str:
    """Book beds in a mountain hut (arrive and leave as YYYY-MM-DD)."""
    return f"{hut}: {beds} bed(s) {arrive} to {leave}, ref HUT-3308"


def find_trails(
    region: str, difficulty: Literal["easy", "moderate", "hard"], dog_friendly: bool = False
) -> str:
    """Trails in a region by difficulty, optionally only those that allow dogs."""
    return f"{region} ({difficulty}, dogs={dog_friendly}): Lakeside Loop 6 km, Ridge Path 11 km"


def gear_check(items: list[str], minElevation: int) -> str:
    """Which items are missing from a packing list for a climb to a given elevation (m)."""
    return f"for {minElevation} m with {len(items)} items: add a headlamp and an insulated layer"


def tianqi_shandi(shanming: str, haiba_mi: float) -> str:
    """山地天气：山名和海拔（米）。"""
    return f"{shanming} {haiba_mi} 米：-4°C，阵风 55 km/h，下午有雾"


TOOLS_90 = {
    f.__name__: f for f in (trail_status, hutBooking, find_trails, gear_check, tianqi_shandi)
}

QUESTIONS_90 = [
    ("Is trail NP/014 open today?", ["trail_status", "find_trails"]),
    (
        "Book 2 beds at Lindauer Hut from 2026-12-18 to 2026-12-20.",
        ["hutBooking", "trail_status"],
    ),
    ("Any hard trails in the Dolomites where I can bring my dog?", ["find_trails", "gear_check"]),
    (
        "I'm packing crampons, a helmet and a thermos for a 3200 m climb. What am I missing?",
        ["gear_check", "tianqi_shandi"],
    ),
    ("黄山海拔 1864.8 米那里现在天气怎么样？", ["tianqi_shandi", "trail_status"]),
    (
        "Check trail AL/203, then find easy trails in the Lake District.",
        ["trail_status", "find_trails"],
    ),
    ("帮我订 Refugio Frey 一个床位，12 月 22 日到 23 日。", ["hutBooking", "tianqi_shandi"]),
    ("泰山适合带狗的简单路线有哪些？", ["find_trails", "hutBooking"]),
]


# ---- set 91: a print shop: a Literal paper size, an int copies, a bool duplex, a list of file
# names, a float price under an UPPER-case name, an order id with a hash, a pinyin name


def print_quote(files: list[str], copies: int, paper: Literal["A4", "A3", "letter"] = "A4") -> str:
    """Price to print files, a number of copies each, on a paper size."""
    return f"{len(files)} file(s) x {copies} on {paper}: 18.40 EUR, ready in 2 hours"


def order_status(order_id: str) -> str:
    """Where a print order is (ids look like #PS-1042)."""
    return f"{order_id}: printed, binding now, ready for pickup 16:30"


def BINDING_PRICE(pages: int, style: Literal["staple", "spiral", "hardcover"]) -> str:
    """Price of binding a document of a number of pages in a style."""
    return f"{pages} pages, {style}: 6.90 EUR"


def place_order(files: list[str], copies: int, duplex: bool = True, pickup: str = "") -> str:
    """Place a print order (pickup as YYYY-MM-DD HH:MM)."""
    return f"order #PS-2291: {len(files)} file(s) x {copies}, duplex={duplex}, pickup {pickup}"


def mingpian_dingzhi(xingming: str, zhiwei: str, shuliang: int) -> str:
    """名片定制：姓名、职位和数量（张）。"""
    return f"{xingming}（{zhiwei}）名片 {shuliang} 张：128 元，三天后取"


TOOLS_91 = {
    f.__name__: f for f in (print_quote, order_status, BINDING_PRICE, place_order, mingpian_dingzhi)
}

QUESTIONS_91 = [
    (
        "How much to print thesis.pdf and slides.pdf, 3 copies each, on A3?",
        ["print_quote", "BINDING_PRICE"],
    ),
    ("Where is my order #PS-1042?", ["order_status", "place_order"]),
    ("What does spiral binding cost for 240 pages?", ["BINDING_PRICE", "print_quote"]),
    (
        "Print report.docx 12 times single-sided, I'll pick it up 2026-12-15 at 10:00.",
        ["place_order", "order_status"],
    ),
    ("帮我做 200 张名片，王芳，市场总监。", ["mingpian_dingzhi", "print_quote"]),
    ("海报 poster.png 打 5 份 A3 多少钱？", ["print_quote", "mingpian_dingzhi"]),
    (
        "Check order #PS-0981, then price hardcover binding for 120 pages.",
        ["order_status", "BINDING_PRICE"],
    ),
    ("查一下订单 #PS-7730 好了没有。", ["order_status", "place_order"]),
]


# ---- set 92: a language school: a course code with a dot and a hyphen, a Literal language, an
# int level, a list of weekdays, a bool online, a float hours under a camelCase name, a pinyin name


def course_search(
    language: Literal["Spanish", "German", "Japanese", "Mandarin"], level: int, online: bool = False
) -> str:
    """Courses for a language at a CEFR-like level 1-6, optionally online only."""
    return f"{language} L{level} (online={online}): ES.B1-04 Mon/Wed 18:00, ES.B1-07 Sat 10:00"


def enrol(course_code: str, student_name: str, days: list[str]) -> str:
    """Enrol a student in a course (codes look like ES.B1-04) on chosen weekdays."""
    return f"{student_name} enrolled in {course_code} on {', '.join(days)}; fee 240 EUR"


def placementTest(language: str, minutesAvailable: int = 30) -> str:
    """Start an online placement test for a language, given the minutes the student has."""
    return f"{language} test link sent, {minutesAvailable} min, 40 questions"


def tutor_hours(tutor: str, weeklyHours: float) -> str:
    """Book a private tutor for a number of hours a week (halves allowed)."""
    return f"{tutor}: {weeklyHours} h/week booked, first lesson Thursday 17:00"


def baoming_kecheng(xueyuan: str, kecheng: str, xueshi: int) -> str:
    """报名课程：学员姓名、课程名称和课时数。"""
    return f"{xueyuan} 已报名《{kecheng}》{xueshi} 课时，学费 1,680 元"


TOOLS_92 = {
    f.__name__: f for f in (course_search, enrol, placementTest, tutor_hours, baoming_kecheng)
}

QUESTIONS_92 = [
    ("Any online Japanese courses at level 2?", ["course_search", "placementTest"]),
    (
        "Enrol Lucía Gómez in ES.B1-04 on Monday and Wednesday.",
        ["enrol", "course_search"],
    ),
    ("I have 45 minutes, can I take the German placement test now?", ["placementTest", "enrol"]),
    ("Book tutor Kenji for 1.5 hours a week.", ["tutor_hours", "placementTest"]),
    ("帮张伟报名《商务日语》，24 课时。", ["baoming_kecheng", "course_search"]),
    (
        "Find level 4 Spanish courses, then enrol Tom Reed in the first one on Saturdays.",
        ["course_search", "enrol"],
    ),
    ("有没有三级的德语课？", ["course_search", "baoming_kecheng"]),
    ("给我约李老师每周 2 小时的中文辅导。", ["tutor_hours", "baoming_kecheng"]),
]


# ---- set 93: parcel lockers: a tracking number of letters and digits, a Literal size, an int
# days, a dict of dimensions, a bool signature, a name with a digit, a pinyin name


def track_parcel(tracking_no: str) -> str:
    """Where a parcel is (numbers look like JD0081273645CN)."""
    return f"{tracking_no}: in locker L-17 at Central Station, code 4471, until Friday"


def reserve_locker(station: str, size: Literal["S", "M", "L", "XL"], days: int = 1) -> str:
    """Reserve a parcel locker of a size at a station for some days."""
    return f"{station}: locker {size} reserved for {days} day(s), PIN 9032"


def send_parcel(to_address: str, dimensions_cm: dict[str, float], signature: bool = False) -> str:
    """Send a parcel; dimensions as {"l": .., "w": .., "h": ..} in cm."""
    return f"label created to {to_address}, {dimensions_cm}, signature={signature}: 7.80 EUR"


def extend_v2(tracking_no: str, extra_days: int) -> str:
    """Extend how long a parcel waits in its locker."""
    return f"{tracking_no}: pickup extended by {extra_days} day(s)"


def kuaidi_jijian(shoujianren: str, dizhi: str, zhongliang_kg: float) -> str:
    """快递寄件：收件人、地址和重量（千克）。"""
    return f"寄给 {shoujianren}（{dizhi}）{zhongliang_kg} 千克：运费 18 元，明天送达"


TOOLS_93 = {
    f.__name__: f for f in (track_parcel, reserve_locker, send_parcel, extend_v2, kuaidi_jijian)
}

QUESTIONS_93 = [
    ("Where is parcel JD0081273645CN?", ["track_parcel", "extend_v2"]),
    ("Reserve an XL locker at Westpark for 3 days.", ["reserve_locker", "send_parcel"]),
    (
        "Send a 40x30x20 cm box to 12 Harbour Road, Leith, with signature.",
        ["send_parcel", "reserve_locker"],
    ),
    ("Can you give me 2 more days to pick up SF1402298871?", ["extend_v2", "track_parcel"]),
    ("寄 2.5 公斤的包裹给上海徐汇区的刘洋。", ["kuaidi_jijian", "send_parcel"]),
    (
        "Track YT7719002834, and if it's in a locker extend it by a day.",
        ["track_parcel", "extend_v2"],
    ),
    ("帮我在南站订一个中号柜子。", ["reserve_locker", "kuaidi_jijian"]),
    ("我的快递 ZT5520918833 到哪了？", ["track_parcel", "kuaidi_jijian"]),
]


# ---- set 94: a vets' clinic: a pet ID with a slash, a Literal species, a float weight, a list of
# symptoms, a bool urgent, an ISO date-time, a name in camelCase, a pinyin name


def book_vet(pet_id: str, species: Literal["dog", "cat", "rabbit", "bird"], when: str) -> str:
    """Book a vet visit for a pet (IDs look like PET/2291-B) at an ISO date-time."""
    return f"{pet_id} ({species}) booked {when}, room 3, Dr. Osei"


def triage(symptoms: list[str], urgent: bool = False) -> str:
    """Say how soon a pet with these symptoms should be seen."""
    return f"{len(symptoms)} symptom(s), urgent={urgent}: same-day slot advised"


def dose_calc(drug: str, weight_kg: float) -> str:
    """A drug's dose for a pet's weight in kilograms."""
    return f"{drug}: {round(weight_kg * 2.5, 1)} mg twice daily"


def vaccineRecord(pet_id: str, include_expired: bool = False) -> str:
    """A pet's vaccinations (optionally the expired ones too)."""
    return f"{pet_id}: rabies 2026-03, DHPP 2025-11 (due), leptospirosis 2026-06"


def chongwu_jiyang(chongwu: str, tianshu: int, beizhu: str = "") -> str:
    """宠物寄养：宠物名字、寄养天数和备注。"""
    return f"{chongwu} 寄养 {tianshu} 天已登记，每天 60 元{('，备注：' + beizhu) if beizhu else ''}"


TOOLS_94 = {f.__name__: f for f in (book_vet, triage, dose_calc, vaccineRecord, chongwu_jiyang)}

QUESTIONS_94 = [
    ("Book my cat PET/2291-B with the vet on 9 December at 15:30.", ["book_vet", "triage"]),
    ("My dog is vomiting and very lethargic, how urgent is it?", ["triage", "book_vet"]),
    ("What dose of meloxicam for a 12.4 kg dog?", ["dose_calc", "vaccineRecord"]),
    (
        "Is PET/0415-A due for any vaccines? Show the expired ones too.",
        ["vaccineRecord", "book_vet"],
    ),
    ("我家猫咪“团子”要寄养 5 天，它对鸡肉过敏。", ["chongwu_jiyang", "triage"]),
    (
        "Check PET/7730-C's vaccines, then book a visit for tomorrow morning if any are due.",
        ["vaccineRecord", "book_vet"],
    ),
    ("兔子不吃东西还流口水，急吗？", ["triage", "chongwu_jiyang"]),
    ("给 8 公斤的狗算一下阿莫西林的剂量。", ["dose_calc", "triage"]),
]


# ---- set 95: bike sharing: a station code with a colon, a Literal bike type, an int minutes, a
# list of ride IDs, a dict of a route's points, a bool, a name ending in a digit, a pinyin name


def find_bikes(station: str, bike_type: Literal["classic", "electric", "cargo"] = "classic") -> str:
    """Free bikes at a station (codes look like ST:0457)."""
    return f"{station}: 4 {bike_type} bikes free, 9 empty docks"


def unlock_bike(bike_id: str, minutes: int) -> str:
    """Unlock a bike for a number of minutes."""
    return f"bike {bike_id} unlocked for {minutes} min, 0.15 EUR/min"


def plan_route(points: dict[str, str], avoid_hills: bool = False) -> str:
    """A cycling route; points as {"from": .., "to": ..}."""
    return (
        f"{points.get('from')} -> {points.get('to')}: 6.2 km, 24 min, hills avoided={avoid_hills}"
    )


def dispute_rides2(ride_ids: list[int], reason: str) -> str:
    """Dispute charges for rides by their numeric IDs."""
    return f"{len(ride_ids)} ride(s) disputed ({reason}); answer within 3 working days"


def danche_yueka(yonghu: str, yuefen: int, zidong_xufei: bool = True) -> str:
    """购买单车月卡：用户名、月份（1-12）和是否自动续费。"""
    return f"{yonghu} 的 {yuefen} 月月卡已开通，19 元，自动续费={zidong_xufei}"


TOOLS_95 = {
    f.__name__: f for f in (find_bikes, unlock_bike, plan_route, dispute_rides2, danche_yueka)
}

QUESTIONS_95 = [
    ("Any electric bikes at ST:0457?", ["find_bikes", "unlock_bike"]),
    ("Unlock bike 88213 for 40 minutes.", ["unlock_bike", "find_bikes"]),
    (
        "Plan a route from Old Town Square to the Riverside Campus avoiding hills.",
        ["plan_route", "find_bikes"],
    ),
    (
        "I was charged twice for rides 5512 and 5519, please dispute them.",
        ["dispute_rides2", "unlock_bike"],
    ),
    ("帮用户 wang_lei 开通 12 月的单车月卡，不要自动续费。", ["danche_yueka", "find_bikes"]),
    (
        "Find a cargo bike at ST:1203 and unlock it for an hour.",
        ["find_bikes", "unlock_bike"],
    ),
    ("从火车站骑到西湖怎么走？", ["plan_route", "danche_yueka"]),
    ("我 3 月 4 号那次骑行（编号 9031）多扣钱了。", ["dispute_rides2", "danche_yueka"]),
]


# ---- set 96: a coworking space: a desk code with a hash, a Literal plan, an int hours, a list of
# e-mail addresses, a bool projector, an ISO date, a name in snake_case ending in "_v3", a pinyin name


def book_desk(desk: str, date: str, hours: int = 8) -> str:
    """Book a hot desk (codes look like D#14) on an ISO date for some hours."""
    return f"{desk} booked {date}, {hours} h, floor 2 by the window"


def meeting_room(attendees: list[str], projector: bool = False, minutes: int = 60) -> str:
    """Book a meeting room for these e-mail addresses."""
    return f"room Kestrel for {len(attendees)} people, {minutes} min, projector={projector}"


def change_plan(member_id: str, plan: Literal["day-pass", "flex", "fixed", "office"]) -> str:
    """Move a member (IDs look like CW-30917) to another plan."""
    return f"{member_id} moves to {plan} from the 1st; pro-rata credit 12.40 EUR"


def guest_pass_v3(host: str, guest_name: str, date: str) -> str:
    """Register a visitor for a member on a date."""
    return f"{guest_name} registered as {host}'s guest on {date}; badge at reception"


def jiyou_baoxiu(weizhi: str, wenti: str, jinji: bool = False) -> str:
    """报修：位置、问题描述，以及是否紧急。"""
    return f"{weizhi} 的报修已登记：{wenti}（紧急={jinji}），工单号 BX-5521"


TOOLS_96 = {
    f.__name__: f for f in (book_desk, meeting_room, change_plan, guest_pass_v3, jiyou_baoxiu)
}

QUESTIONS_96 = [
    ("Book desk D#14 for 4 hours on 2026-12-09.", ["book_desk", "meeting_room"]),
    (
        "Get a room with a projector for ana@kite.io and li.wei@kite.io, 90 minutes.",
        ["meeting_room", "book_desk"],
    ),
    ("Switch member CW-30917 to the flex plan.", ["change_plan", "guest_pass_v3"]),
    (
        "My friend Tomás Rey is visiting me (host: Priya Nair) next Friday, 11 December.",
        ["guest_pass_v3", "book_desk"],
    ),
    ("三楼茶水间的咖啡机漏水了，挺急的，帮我报修。", ["jiyou_baoxiu", "meeting_room"]),
    (
        "Book D#3 for tomorrow (2026-12-07) and a room for me and sam@kite.io after lunch.",
        ["book_desk", "meeting_room"],
    ),
    ("会员 CW-11820 想换成固定工位套餐。", ["change_plan", "jiyou_baoxiu"]),
    ("帮我订 12 月 8 号的 D#22 工位，全天。", ["book_desk", "guest_pass_v3"]),
]


# ---- set 97: a bakery's custom orders: a float weight in kg, a Literal flavour, a dict of
# decorations to counts, an ISO date, an order number with a dash, a PascalCase name, a pinyin name


def order_cake(
    weight_kg: float,
    flavour: Literal["chocolate", "vanilla", "lemon", "red velvet"],
    pickup: str,
    decorations: dict[str, int] | None = None,
) -> str:
    """Order a cake by weight and flavour for pickup on an ISO date."""
    extras = sum((decorations or {}).values())
    return f"{weight_kg} kg {flavour} cake for {pickup}, {extras} decoration(s): order K-7713"


def OrderStatus(order_no: str) -> str:
    """Where a bakery order is (numbers look like K-7713)."""
    return f"{order_no}: in the oven, ready at 16:00"


def allergen_info(product: str, allergens: list[str]) -> str:
    """Whether a product contains any of these allergens."""
    return (
        f"{product}: contains {allergens[0] if allergens else 'none'}; made in a nut-free kitchen"
    )


def cancel_order(order_no: str, reason: str = "") -> str:
    """Cancel a bakery order; refunds take 3 days."""
    return f"{order_no} cancelled{(' (' + reason + ')') if reason else ''}; 24.00 EUR refunded"


def dingzhi_mianbao(zhonglei: str, shuliang: int, songhuo: bool = False) -> str:
    """定制面包：种类、数量，以及是否送货上门。"""
    return f"{shuliang} 个{zhonglei}已下单，{'送货上门' if songhuo else '到店自取'}，明早 9 点好"


TOOLS_97 = {
    f.__name__: f for f in (order_cake, OrderStatus, allergen_info, cancel_order, dingzhi_mianbao)
}

QUESTIONS_97 = [
    (
        "I'd like a 1.5 kg lemon cake for Saturday 2026-12-12 with 12 candles and 1 name plaque.",
        ["order_cake", "OrderStatus"],
    ),
    ("Is order K-7713 ready yet?", ["OrderStatus", "cancel_order"]),
    ("Does the almond croissant have nuts, gluten or dairy?", ["allergen_info", "order_cake"]),
    ("Cancel K-7713 please, the party's off.", ["cancel_order", "OrderStatus"]),
    ("订 20 个全麦面包，送到公司。", ["dingzhi_mianbao", "order_cake"]),
    (
        "Check on K-7690; if it isn't baked yet, cancel it.",
        ["OrderStatus", "cancel_order"],
    ),
    ("帮我订一个两公斤的巧克力蛋糕，12 月 20 号取。", ["order_cake", "dingzhi_mianbao"]),
    ("这款肉桂卷含不含鸡蛋和牛奶？", ["allergen_info", "dingzhi_mianbao"]),
]


# ---- set 98: a veterinary clinic and pet boarding: a list of ints (vaccine doses), an
# optional float weight, a Literal species, a time "HH:MM", a camelCase name, a name with a digit
# inside, a pinyin name


def vet_appointment(
    pet_name: str, species: Literal["dog", "cat", "rabbit", "bird"], date: str, time: str = "09:00"
) -> str:
    """Book a vet visit for a pet on an ISO date at a time (HH:MM)."""
    return f"{pet_name} ({species}) booked {date} {time} with Dr. Okafor, room 3"


def boardingQuote(nights: int, weight_kg: float | None = None, medication: bool = False) -> str:
    """Price for boarding a pet for some nights; heavier pets and medication cost more."""
    base = 28 + (6 if (weight_kg or 0) > 20 else 0) + (5 if medication else 0)
    return f"{nights} nights at {base}.00 EUR per night: {nights * base}.00 EUR"


def vaccine_record(chip_id: str, doses: list[int]) -> str:
    """Record which vaccine doses (numbered 1-5) a microchipped pet (15 digits) has had."""
    return f"chip {chip_id}: doses {sorted(doses)} recorded; next booster due in 11 months"


def refill_rx2(prescription_no: str, quantity: int = 1) -> str:
    """Refill a pet prescription (numbers look like RX-40211)."""
    return f"{prescription_no}: {quantity} pack(s) ready for pickup after 15:00"


def chongwu_jiyang(chongwu: str, tianshu: int, jiesong: bool = False) -> str:
    """宠物寄养：宠物、天数，以及是否上门接送。"""
    return (
        f"{chongwu}寄养 {tianshu} 天已预约，{'上门接送' if jiesong else '自行送来'}，每天拍照反馈"
    )


TOOLS_98 = {
    f.__name__: f
    for f in (vet_appointment, boardingQuote, vaccine_record, refill_rx2, chongwu_jiyang)
}

QUESTIONS_98 = [
    (
        "Book my cat Miso in for a check-up on 2026-12-10 at 14:30.",
        ["vet_appointment", "boardingQuote"],
    ),
    (
        "How much to board a 32 kg labrador for 5 nights? He's on daily pills.",
        ["boardingQuote", "vet_appointment"],
    ),
    (
        "Chip 985112004567321 had doses 1 and 2 today; please log them.",
        ["vaccine_record", "refill_rx2"],
    ),
    ("Refill RX-40211, two packs.", ["refill_rx2", "vaccine_record"]),
    ("我家的狗狗豆豆要寄养 7 天，麻烦上门来接。", ["chongwu_jiyang", "boardingQuote"]),
    (
        "Book the rabbit Clover a vet visit on Dec 14 and tell me the price of 3 nights' boarding.",
        ["vet_appointment", "boardingQuote"],
    ),
    ("帮我给猫咪约个 12 月 9 号上午十点的体检。", ["vet_appointment", "chongwu_jiyang"]),
    ("处方 RX-39877 再续一盒。", ["refill_rx2", "chongwu_jiyang"]),
]


# ---- set 99: a theatre box office: a list of seat codes ("C-14"), a Literal section, a dict of
# ticket types to counts, an optional date, an all-caps acronym inside a name, a pinyin name


def seat_map(show_id: str, section: Literal["stalls", "circle", "balcony"] = "stalls") -> str:
    """Show which seats are free for a show (ids look like SH-2291) in one section."""
    return f"{show_id} {section}: free C-12, C-13, C-14, D-7, D-8"


def hold_seats(show_id: str, seats: list[str], minutes: int = 10) -> str:
    """Hold seats (codes like C-14) for a show for some minutes before paying."""
    return f"held {', '.join(seats)} for {show_id} for {minutes} min, hold H-5521"


def buyTickets(hold_id: str, tickets: dict[str, int], email: str) -> str:
    """Pay for a hold: ticket types (adult, child, concession) mapped to counts; e-tickets by email."""
    total = sum(tickets.values())
    return f"{hold_id}: {total} tickets paid, sent to {email}"


def exchange_TKT(booking_ref: str, new_date: str | None = None) -> str:
    """Exchange a booking (refs look like BX7Q2) for another date, or list dates when none is given."""
    return (
        f"{booking_ref}: moved to {new_date}"
        if new_date
        else f"{booking_ref}: free dates 12-18, 12-19"
    )


def yanchu_piao(yanchu: str, zhangshu: int, xuesheng: bool = False) -> str:
    """演出购票：演出名称、张数、是否学生票。"""
    return f"《{yanchu}》{zhangshu} 张{'学生票' if xuesheng else '全价票'}已出票，取票码 8831"


TOOLS_99 = {f.__name__: f for f in (seat_map, hold_seats, buyTickets, exchange_TKT, yanchu_piao)}

QUESTIONS_99 = [
    ("What seats are free in the circle for SH-2291?", ["seat_map", "hold_seats"]),
    ("Hold C-13 and C-14 for SH-2291 for fifteen minutes.", ["hold_seats", "seat_map"]),
    (
        "Pay hold H-5521: two adults and one child, tickets to mo@example.org.",
        ["buyTickets", "hold_seats"],
    ),
    ("Can I move booking BX7Q2 to December 19?", ["exchange_TKT", "seat_map"]),
    ("帮我买两张《茶馆》的学生票。", ["yanchu_piao", "buyTickets"]),
    (
        "Find free stalls seats for SH-2291 and hold the first two for me.",
        ["seat_map", "hold_seats"],
    ),
    ("订单 BX7Q2 想改期，有哪些日期可选？", ["exchange_TKT", "yanchu_piao"]),
    ("Three tickets to Hamlet please, I'm a student.", ["yanchu_piao", "buyTickets"]),
]

# ---- set 100: a home battery and solar system: a float percentage, a nested schedule object,
# a list of objects, a name with digits in it, a CamelCase name, a pinyin name, a bool flag


def energy_24h(site: str, include_grid: bool = True) -> str:
    """Solar production and use over the last 24 hours for a site (ids look like HOME-7)."""
    return f"{site}: produced 18.4 kWh, used 22.1 kWh" + (", grid 3.7 kWh" if include_grid else "")


def SetChargeLimit(battery_id: str, max_percent: float, reserve_percent: float = 10.0) -> str:
    """Set a battery's upper charge limit and backup reserve, in percent (battery ids like BAT-01)."""
    return f"{battery_id}: charge to {max_percent}%, keep {reserve_percent}% in reserve"


def schedule_charging(
    battery_id: str, window: dict[str, str], source: Literal["solar", "grid", "any"] = "any"
) -> str:
    """Charge a battery in a time window ({"start": "HH:MM", "end": "HH:MM"}) from a source."""
    return f"{battery_id}: charging {window.get('start')}-{window.get('end')} from {source}"


def set_appliance_plan(site: str, appliances: list[dict[str, str]]) -> str:
    """Plan when appliances run: a list of {"name": ..., "at": "HH:MM"} objects."""
    return f"{site}: " + ", ".join(f"{a.get('name')} at {a.get('at')}" for a in appliances)


def chongdian_yuyue(chepai: str, kaishi: str, dianliang: int = 80) -> str:
    """电动车预约充电：车牌、开始时间、充到的电量百分比。"""
    return f"{chepai} 已预约 {kaishi} 开始充电，充到 {dianliang}%"


TOOLS_100 = {
    f.__name__: f
    for f in (energy_24h, SetChargeLimit, schedule_charging, set_appliance_plan, chongdian_yuyue)
}

QUESTIONS_100 = [
    ("How much did HOME-7 produce and use yesterday?", ["energy_24h", "SetChargeLimit"]),
    (
        "Cap BAT-01 at 85.5 percent and keep 20 percent in reserve.",
        ["SetChargeLimit", "energy_24h"],
    ),
    (
        "Charge BAT-01 from solar between 11:00 and 15:30.",
        ["schedule_charging", "SetChargeLimit"],
    ),
    (
        "At HOME-7 run the dishwasher at 13:00 and the washing machine at 14:30.",
        ["set_appliance_plan", "energy_24h"],
    ),
    ("帮我给沪A12345预约今晚23:00开始充电，充到90%。", ["chongdian_yuyue", "schedule_charging"]),
    ("帮我给沪A12345预约今晚23:00开始充电，充到90%。", ["chongdian_yuyue", "schedule_charging"]),
    (
        "Check HOME-7's last day without the grid, then cap BAT-01 at 80%.",
        ["energy_24h", "SetChargeLimit"],
    ),
    ("电池 BAT-01 晚上十点到早上六点用电网充电。", ["schedule_charging", "chongdian_yuyue"]),
    ("Plan the dryer at 12:15 for HOME-7, please.", ["set_appliance_plan", "schedule_charging"]),
]


# ---- set 101: a code host: an int pull-request number, an enum merge method, a list of
# strings, an optional dict of environment variables, a name with a digit, a CamelCase name,
# a pinyin name


def list_open_prs(repo: str, label: str | None = None) -> str:
    """Open pull requests of a repository (owner/name), optionally only those with a label."""
    return f"{repo}: #412 fix login ({label or 'bug'}), #415 bump deps"


def MergePullRequest(
    repo: str, number: int, method: Literal["merge", "squash", "rebase"] = "merge"
) -> str:
    """Merge a pull request by its number, with a merge method."""
    return f"{repo}#{number} merged ({method})"


def add_reviewers(repo: str, number: int, reviewers: list[str]) -> str:
    """Ask people (GitHub logins) to review a pull request."""
    return f"{repo}#{number}: review requested from " + ", ".join(reviewers)


def run_ci_v2(repo: str, branch: str, env: dict[str, str] | None = None) -> str:
    """Start a CI run on a branch, with extra environment variables ({"NAME": "value"})."""
    return f"{repo}@{branch}: run 9081 started" + (f" with {len(env)} vars" if env else "")


def daima_pingshen(cangku: str, bianhao: int, yijian: str) -> str:
    """代码评审：仓库（owner/name）、合并请求编号、评审意见。"""
    return f"{cangku}#{bianhao} 已留下评审意见：{yijian}"


TOOLS_101 = {
    f.__name__: f
    for f in (list_open_prs, MergePullRequest, add_reviewers, run_ci_v2, daima_pingshen)
}

QUESTIONS_101 = [
    ("Which PRs are open on acme/api with the label bug?", ["list_open_prs", "MergePullRequest"]),
    ("Squash-merge PR 412 in acme/api.", ["MergePullRequest", "list_open_prs"]),
    (
        "Ask alice and bob-w to review acme/api pull request 415.",
        ["add_reviewers", "daima_pingshen"],
    ),
    (
        "Run CI on the release-2.3 branch of acme/web with NODE_ENV=test and DEBUG=1.",
        ["run_ci_v2", "list_open_prs"],
    ),
    (
        "给 acme/api 的 412 号合并请求留个评审意见：变量名太长了。",
        ["daima_pingshen", "add_reviewers"],
    ),
    ("帮我看看 acme/web 有哪些没合并的 PR。", ["list_open_prs", "daima_pingshen"]),
    (
        "List acme/api's open PRs, then rebase-merge the first one.",
        ["list_open_prs", "MergePullRequest"],
    ),
    ("在 acme/web 的 main 分支上跑一次 CI。", ["run_ci_v2", "MergePullRequest"]),
    ("Request a review from carol on PR 7 of acme/docs.", ["add_reviewers", "run_ci_v2"]),
]


# ---- set 102: a photo library: an optional int year, a list of names, a bool flag, a float
# ratio, an enum image format, a name with a digit, a CamelCase name, a pinyin name


def search_photos(query: str, year: int | None = None) -> str:
    """Find photos by words in their captions or places, optionally from one year."""
    return f"{query}: IMG_2041, IMG_2057, IMG_2102" + (f" ({year})" if year else "")


def TagFaces(photo_id: str, names: list[str]) -> str:
    """Tag people by name in a photo (photo ids look like IMG_2041)."""
    return f"{photo_id}: tagged " + ", ".join(names)


def make_album(title: str, photo_ids: list[str], shared: bool = False) -> str:
    """Make an album from photos; shared albums get a link."""
    return f"album '{title}' with {len(photo_ids)} photos" + (", link sent" if shared else "")


def resize_v3(photo_id: str, scale: float, format: Literal["jpg", "png", "webp"] = "jpg") -> str:
    """Export a resized copy of a photo; scale 0.5 means half the width and height."""
    return f"{photo_id}: exported at {scale:g}x as {format}"


def xiangce_fenxiang(xiangce: str, haoyou: str, keyi_xiazai: bool = False) -> str:
    """分享相册给好友：相册名、好友的名字、是否允许下载原图。"""
    return f"相册《{xiangce}》已分享给{haoyou}" + ("，可下载原图" if keyi_xiazai else "")


TOOLS_102 = {
    f.__name__: f for f in (search_photos, TagFaces, make_album, resize_v3, xiangce_fenxiang)
}

QUESTIONS_102 = [
    ("Find my photos of Lisbon from 2023.", ["search_photos", "make_album"]),
    ("Tag Maya and Jon Ortiz in IMG_2041.", ["TagFaces", "search_photos"]),
    (
        "Make a shared album called Beach Day with IMG_2041 and IMG_2057.",
        ["make_album", "xiangce_fenxiang"],
    ),
    ("Export IMG_2102 at 0.25 scale as webp.", ["resize_v3", "TagFaces"]),
    ("把《毕业旅行》相册分享给小林，允许她下载原图。", ["xiangce_fenxiang", "make_album"]),
    ("帮我找一下去年在成都拍的熊猫照片。", ["search_photos", "resize_v3"]),
    (
        "Search for 'birthday cake' photos, then put them in an album named Cakes.",
        ["search_photos", "make_album"],
    ),
    ("把 IMG_2057 缩小一半导出成 png。", ["resize_v3", "search_photos"]),
    ("Who should I tag? Tag Grandma Li in IMG_2110.", ["TagFaces", "xiangce_fenxiang"]),
]


# ---- set 103: a podcast studio: timestamps as strings ("00:12:30"), a dict of chapter titles to
# timestamps, a negative float with a unit in its name, a Literal language, a PascalCase name, a
# pinyin name


def transcribe_episode(
    episode_id: str, language: Literal["en", "zh", "es"] = "en", start: str = "00:00:00"
) -> str:
    """Transcribe an episode (ids look like EP-118) from a start time onward."""
    return f"{episode_id} ({language}) from {start}: 4,812 words"


def CutClip(episode_id: str, start: str, end: str, title: str | None = None) -> str:
    """Cut a clip between two timestamps (HH:MM:SS) for social media."""
    return f"clip of {episode_id} {start}-{end}" + (f" '{title}'" if title else "")


def set_chapters(episode_id: str, chapters: dict[str, str]) -> str:
    """Set an episode's chapter markers: chapter title -> start timestamp."""
    return f"{episode_id}: {len(chapters)} chapters set"


def normalize_lufs(episode_id: str, target_lufs: float = -16.0, true_peak_db: float = -1.0) -> str:
    """Normalise loudness to a target in LUFS (negative; podcasts use -16)."""
    return f"{episode_id} normalised to {target_lufs:g} LUFS, peak {true_peak_db:g} dB"


def jiemu_fabu(jiemu_bianhao: str, fabu_shijian: str, gongkai: bool = True) -> str:
    """发布节目：节目编号、发布时间（如 2026-12-08 09:00）、是否公开。"""
    return f"节目 {jiemu_bianhao} 将于 {fabu_shijian} " + ("公开发布" if gongkai else "仅会员可见")


TOOLS_103 = {
    f.__name__: f for f in (transcribe_episode, CutClip, set_chapters, normalize_lufs, jiemu_fabu)
}

QUESTIONS_103 = [
    ("Transcribe EP-118 in Spanish starting at 00:05:00.", ["transcribe_episode", "CutClip"]),
    (
        "Cut a clip of EP-121 from 00:12:30 to 00:13:45 titled 'The best part'.",
        ["CutClip", "set_chapters"],
    ),
    (
        "Set chapters on EP-119: Intro at 00:00:00, Interview at 00:04:10, Q&A at 00:41:00.",
        ["set_chapters", "transcribe_episode"],
    ),
    ("Normalise EP-120 to -14 LUFS with a true peak of -1.5 dB.", ["normalize_lufs", "CutClip"]),
    ("把 EP-122 定在 2026-12-08 09:00 发布，只给会员看。", ["jiemu_fabu", "normalize_lufs"]),
    ("帮我把 EP-118 转成中文文字稿。", ["transcribe_episode", "jiemu_fabu"]),
    (
        "Transcribe EP-121, then cut a clip of its first minute.",
        ["transcribe_episode", "CutClip"],
    ),
    ("把 EP-119 的响度调到 -16 LUFS。", ["normalize_lufs", "set_chapters"]),
    ("Publish EP-123 publicly tomorrow at 18:00 (2026-12-08).", ["jiemu_fabu", "CutClip"]),
]

# ---- set 104: a greenhouse controller: lists of zone numbers, a name with a version digit, a
# Literal metric, an angle in degrees under a PascalCase name, a pinyin alarm with a bool


def read_sensor_v2(sensor_id: str, metric: Literal["temp", "humidity", "co2"] = "temp") -> str:
    """Read one greenhouse sensor (ids look like GH-S07) for a metric."""
    return f"{sensor_id} {metric}: 23.4"


def schedule_watering(zones: list[int], at: str, minutes: int = 10) -> str:
    """Water some zones (numbers 1-12) at a time (HH:MM) for some minutes."""
    return f"zones {zones} watered at {at} for {minutes} min"


def OpenVents(angle_deg: int, zones: list[int] | None = None) -> str:
    """Open the roof vents to an angle in degrees (0-60), in some zones or all."""
    return f"vents at {angle_deg} degrees in " + (f"zones {zones}" if zones else "all zones")


def set_zone_humidity(zone: int, percent: float) -> str:
    """Set a zone's target relative humidity in percent."""
    return f"zone {zone} humidity target {percent:g}%"


def wenshi_baojing(xiaoxi: str, jinji: bool = False) -> str:
    """发出温室警报：警报内容，是否紧急。"""
    return ("紧急警报：" if jinji else "警报：") + xiaoxi


TOOLS_104 = {
    f.__name__: f
    for f in (read_sensor_v2, schedule_watering, OpenVents, set_zone_humidity, wenshi_baojing)
}

QUESTIONS_104 = [
    ("What's the CO2 reading on sensor GH-S07?", ["read_sensor_v2", "OpenVents"]),
    (
        "Water zones 3, 4 and 7 at 06:30 for 15 minutes.",
        ["schedule_watering", "set_zone_humidity"],
    ),
    ("Open the vents to 35 degrees in zones 1 and 2.", ["OpenVents", "read_sensor_v2"]),
    ("Set zone 5's humidity to 72.5%.", ["set_zone_humidity", "schedule_watering"]),
    ("发个紧急警报：3 号区温度超过 40 度了。", ["wenshi_baojing", "OpenVents"]),
    ("帮我看看传感器 GH-S02 的湿度。", ["read_sensor_v2", "wenshi_baojing"]),
    (
        "Check the temperature on GH-S11, then open all the vents to 20 degrees.",
        ["read_sensor_v2", "OpenVents"],
    ),
    ("明天早上 7 点给 1 号和 2 号区浇水 20 分钟。", ["schedule_watering", "wenshi_baojing"]),
    ("Raise humidity in zone 9 to 80 percent.", ["set_zone_humidity", "read_sensor_v2"]),
]

# ---- set 105: a bike-share app: signed float coordinates, a list of part names with an optional
# URL, a Literal rider type, a PascalCase name with a bool, a pinyin top-up in yuan


def find_stations(lat: float, lon: float, radius_m: int = 500) -> str:
    """Find bike stations near a point (latitude, longitude) within a radius in metres."""
    return f"3 stations within {radius_m} m of ({lat:g}, {lon:g}): ST-204, ST-211, ST-219"


def ReserveBike(station_id: str, minutes: int = 15, ebike: bool = False) -> str:
    """Hold a bike at a station (ids look like ST-204) for some minutes; ebike for an e-bike."""
    kind = "e-bike" if ebike else "bike"
    return f"{kind} held at {station_id} for {minutes} min"


def fare_quote(
    from_station: str, to_station: str, rider: Literal["adult", "student", "senior"] = "adult"
) -> str:
    """Quote the fare between two stations for a rider type."""
    return f"{from_station} -> {to_station} ({rider}): 1.50"


def report_damage(bike_id: str, parts: list[str], photo_url: str | None = None) -> str:
    """Report damaged parts (e.g. "brake", "chain") on a bike (ids look like BK-3301)."""
    return f"{bike_id}: reported {', '.join(parts)}" + (" with photo" if photo_url else "")


def danche_chongzhi(yonghu_id: str, jine: float) -> str:
    """给单车账户充值：用户编号（如 U-8812）、金额（元）。"""
    return f"账户 {yonghu_id} 已充值 {jine:g} 元"


TOOLS_105 = {
    f.__name__: f for f in (find_stations, ReserveBike, fare_quote, report_damage, danche_chongzhi)
}

QUESTIONS_105 = [
    ("Any bike stations within 300 m of 51.5072, -0.1276?", ["find_stations", "ReserveBike"]),
    ("Hold an e-bike for me at ST-211 for 20 minutes.", ["ReserveBike", "fare_quote"]),
    (
        "How much is a student fare from ST-204 to ST-219?",
        ["fare_quote", "find_stations"],
    ),
    (
        "Bike BK-3301 has a broken brake and a loose chain.",
        ["report_damage", "ReserveBike"],
    ),
    ("给 U-8812 的单车账户充 50 元。", ["danche_chongzhi", "fare_quote"]),
    ("帮我在 ST-204 预留一辆普通单车。", ["ReserveBike", "danche_chongzhi"]),
    (
        "Find stations near -33.8688, 151.2093, then hold a bike at the first one.",
        ["find_stations", "ReserveBike"],
    ),
    ("老年人从 ST-211 骑到 ST-204 要多少钱？", ["fare_quote", "report_damage"]),
    (
        "Report BK-0917's flat tyre, photo at https://img.example/bk0917.jpg",
        ["report_damage", "danche_chongzhi"],
    ),
]

# ---- set 106: a pet clinic: a dict of SKUs to counts, a Literal visit reason with a date, a
# camelCase name with a bool, an optional ISO date beside a float, a pinyin reminder in three strings


def schedule_vet_appointment(
    pet_id: str, date: str, reason: Literal["checkup", "vaccine", "injury"] = "checkup"
) -> str:
    """Book a vet appointment for a pet (ids look like PET-0412) on a date (YYYY-MM-DD)."""
    return f"{pet_id} booked on {date} for {reason}"


def getPetChart(pet_id: str, include_history: bool = False) -> str:
    """Read a pet's chart; include_history adds past visits."""
    return f"{pet_id}: beagle, 6 y, vaccinated" + (
        "; visits 2025-03-02, 2026-01-18" if include_history else ""
    )


def log_pet_weight(pet_id: str, kg: float, measured_on: str | None = None) -> str:
    """Record a pet's weight in kilograms, measured on a date (YYYY-MM-DD) or today."""
    return f"{pet_id}: {kg:g} kg on {measured_on or 'today'}"


def order_pet_food(items: dict[str, int], deliver_by: str | None = None) -> str:
    """Order pet food: a map of product codes (like FD-22) to counts, with an optional delivery date."""
    lines = ", ".join(f"{n} x {code}" for code, n in items.items())
    return f"ordered {lines}" + (f", by {deliver_by}" if deliver_by else "")


def chongwu_tixing(chongwu_id: str, shijian: str, neirong: str) -> str:
    """设置宠物提醒：宠物编号、时间（如 2026-12-09 08:00）、提醒内容。"""
    return f"已为 {chongwu_id} 设置提醒：{shijian} {neirong}"


TOOLS_106 = {
    f.__name__: f
    for f in (schedule_vet_appointment, getPetChart, log_pet_weight, order_pet_food, chongwu_tixing)
}

QUESTIONS_106 = [
    ("Book PET-0412 for a vaccine on 2026-12-14.", ["schedule_vet_appointment", "getPetChart"]),
    ("Show me PET-0388's chart with its past visits.", ["getPetChart", "log_pet_weight"]),
    ("PET-0412 weighed 11.8 kg this morning.", ["log_pet_weight", "schedule_vet_appointment"]),
    (
        "Order 3 bags of FD-22 and 12 cans of FD-07 by Friday 2026-12-11.",
        ["order_pet_food", "chongwu_tixing"],
    ),
    ("提醒我明天早上 8 点给 PET-0412 喂药。", ["chongwu_tixing", "getPetChart"]),
    ("给 PET-0388 约个体检，12 月 20 号。", ["schedule_vet_appointment", "chongwu_tixing"]),
    (
        "Check PET-0501's chart, then book it for an injury visit on 2026-12-10.",
        ["getPetChart", "schedule_vet_appointment"],
    ),
    ("订 2 袋 FD-31 狗粮。", ["order_pet_food", "log_pet_weight"]),
    ("Log 4.25 kg for PET-0127, measured on 2026-12-01.", ["log_pet_weight", "order_pet_food"]),
]


# ---- set 107: an EV charging network: a Literal connector beside two floats, a camelCase name
# with an optional int, a list of ints, an int percent with an optional time, a pinyin booking


def find_chargers(
    lat: float,
    lon: float,
    connector: Literal["CCS", "CHAdeMO", "Type2"] = "CCS",
    radius_km: float = 5.0,
) -> str:
    """Find charging stations near a point (latitude, longitude) with a connector type, within radius_km."""
    return f"2 stations with {connector} within {radius_km:g} km of {lat:.3f},{lon:.3f}: ST-118 (free), ST-204 (busy)"


def startChargingSession(station_id: str, max_kwh: int | None = None) -> str:
    """Start charging at a station (ids look like ST-118), stopping after max_kwh if given."""
    return f"session started at {station_id}" + (f", cap {max_kwh} kWh" if max_kwh else "")


def get_charge_history(vin: str, months: list[int]) -> str:
    """Charging history of a vehicle (17-character VIN) for the given months (1-12) of this year."""
    return f"{vin}: " + ", ".join(f"month {m}: {30 + m * 4} kWh" for m in months)


def set_charge_limit(percent: int, ready_by: str | None = None) -> str:
    """Set the battery charge limit in percent (50-100), with an optional ready-by time (HH:MM)."""
    return f"limit {percent}%" + (f", ready by {ready_by}" if ready_by else "")


def chongdianzhuang_yuding(zhan_id: str, kaishi_shijian: str, shichang_fenzhong: int) -> str:
    """预约充电桩：站点编号（如 ST-118）、开始时间（如 2026-12-09 19:30）、时长（分钟）。"""
    return f"已预约 {zhan_id}：{kaishi_shijian} 起 {shichang_fenzhong} 分钟"


TOOLS_107 = {
    f.__name__: f
    for f in (
        find_chargers,
        startChargingSession,
        get_charge_history,
        set_charge_limit,
        chongdianzhuang_yuding,
    )
}

QUESTIONS_107 = [
    (
        "Find Type2 chargers within 3 km of 31.2304, 121.4737.",
        ["find_chargers", "startChargingSession"],
    ),
    ("Start charging at ST-118 and stop at 40 kWh.", ["startChargingSession", "set_charge_limit"]),
    (
        "How much did WVWZZZ1JZXW000001 charge in September and October?",
        ["get_charge_history", "find_chargers"],
    ),
    (
        "Cap the battery at 80% and have it ready by 07:15.",
        ["set_charge_limit", "get_charge_history"],
    ),
    (
        "帮我预约 ST-204 充电桩，明晚 7 点半开始，充 45 分钟。",
        ["chongdianzhuang_yuding", "find_chargers"],
    ),
    (
        "附近 2 公里内有 CHAdeMO 的桩吗？我在 39.9042, 116.4074。",
        ["find_chargers", "chongdianzhuang_yuding"],
    ),
    (
        "Find a CCS charger near 52.52, 13.405, then start a session at the first free one.",
        ["find_chargers", "startChargingSession"],
    ),
    ("把充电上限设成 90%。", ["set_charge_limit", "chongdianzhuang_yuding"]),
    (
        "Show the charging history of 5YJ3E1EA7KF317000 for March.",
        ["get_charge_history", "set_charge_limit"],
    ),
]


# ---- set 108: a 3D printing farm: a Literal material beside an int count, a camelCase name
# with an int, a list of strings with a bool, a dict of temperatures, a pinyin progress query


def queue_print(
    file_name: str, copies: int = 1, material: Literal["PLA", "PETG", "ABS"] = "PLA"
) -> str:
    """Queue a model file (.stl or .3mf) for printing, in copies of the given material."""
    return f"queued {copies} x {file_name} in {material} as job J-5521"


def getPrinterStatus(printer_no: int) -> str:
    """Status of one printer of the farm (numbers 1-24): idle, printing with progress, or error."""
    return f"printer {printer_no}: printing J-5490, 63%, 41 min left"


def cancel_jobs(job_ids: list[str], notify: bool = True) -> str:
    """Cancel print jobs by id (like J-5521), telling their owners unless notify is false."""
    return f"cancelled {', '.join(job_ids)}" + (" (owners notified)" if notify else "")


def set_temperatures(printer_no: int, targets: dict[str, int]) -> str:
    """Set a printer's target temperatures in Celsius, e.g. {"nozzle": 210, "bed": 60}."""
    return f"printer {printer_no}: " + ", ".join(f"{k} -> {v} C" for k, v in targets.items())


def dayin_jindu(renwu_bianhao: str) -> str:
    """查询打印任务进度：任务编号（如 J-5521）。"""
    return f"{renwu_bianhao}：已完成 37%，预计还需 1 小时 12 分钟"


TOOLS_108 = {
    f.__name__: f
    for f in (queue_print, getPrinterStatus, cancel_jobs, set_temperatures, dayin_jindu)
}

QUESTIONS_108 = [
    ("Print 3 copies of bracket_v2.stl in PETG.", ["queue_print", "cancel_jobs"]),
    ("What is printer 7 doing right now?", ["getPrinterStatus", "dayin_jindu"]),
    ("Cancel jobs J-5521 and J-5523, no need to tell anyone.", ["cancel_jobs", "getPrinterStatus"]),
    (
        "Set printer 4 to 215 on the nozzle and 65 on the bed.",
        ["set_temperatures", "getPrinterStatus"],
    ),
    ("J-5490 打印到多少了？", ["dayin_jindu", "cancel_jobs"]),
    ("用 ABS 打印两份 gear_housing.3mf。", ["queue_print", "set_temperatures"]),
    (
        "Is printer 12 free? If it is, queue phone_stand.stl there.",
        ["getPrinterStatus", "queue_print"],
    ),
    ("把 2 号打印机的喷头温度调到 200 度。", ["set_temperatures", "dayin_jindu"]),
    ("Cancel J-5530 and let the owner know.", ["cancel_jobs", "queue_print"]),
]


# ---- set 109: an apiary: an int id beside a bool, a float with a Literal variety, a
# PascalCase name with a list of ints and a date, an optional float, a pinyin weight query


def inspect_hive(hive_id: int, full: bool = False) -> str:
    """Inspection notes of one hive (1-40): queen seen, brood frames, temper; full adds mites."""
    return f"hive {hive_id}: queen seen, 7 brood frames, calm" + (", mites 2/100" if full else "")


def log_harvest(
    hive_id: int, kg: float, variety: Literal["acacia", "linden", "wildflower"] = "wildflower"
) -> str:
    """Record honey taken from a hive, in kilograms, by honey variety."""
    return f"logged {kg} kg of {variety} from hive {hive_id} (season total 31.4 kg)"


def ScheduleTreatment(hive_ids: list[int], date: str, product: str = "oxalic acid") -> str:
    """Plan a varroa treatment of several hives on a date (YYYY-MM-DD)."""
    return f"treatment with {product} on {date} for hives {hive_ids}"


def feed_syrup(hive_id: int, litres: float | None = None, ratio: str = "1:1") -> str:
    """Give a hive sugar syrup; litres defaults to the hive's usual amount, ratio sugar:water."""
    amount = litres if litres is not None else 1.5
    return f"hive {hive_id}: {amount} l of {ratio} syrup added"


def fengxiang_zhongliang(xiang_hao: int) -> str:
    """查询蜂箱的当前重量（公斤）：蜂箱编号。"""
    return f"{xiang_hao} 号蜂箱：41.7 公斤，比上周重 2.3 公斤"


TOOLS_109 = {
    f.__name__: f
    for f in (inspect_hive, log_harvest, ScheduleTreatment, feed_syrup, fengxiang_zhongliang)
}

QUESTIONS_109 = [
    ("How is hive 12 doing? Include the mite count.", ["inspect_hive", "fengxiang_zhongliang"]),
    ("I took 8.5 kg of linden honey from hive 3, log it.", ["log_harvest", "inspect_hive"]),
    (
        "Plan an oxalic acid treatment for hives 4, 9 and 15 on 2026-12-20.",
        ["ScheduleTreatment", "feed_syrup"],
    ),
    ("Feed hive 21 two litres of 2:1 syrup.", ["feed_syrup", "log_harvest"]),
    ("7 号蜂箱现在多重？", ["fengxiang_zhongliang", "inspect_hive"]),
    ("给 5 号蜂箱喂点糖水，按平常的量。", ["feed_syrup", "fengxiang_zhongliang"]),
    (
        "Is hive 30 heavy enough for winter? If not, feed it.",
        ["fengxiang_zhongliang", "feed_syrup"],
    ),
    ("从 2 号蜂箱收了 6 公斤洋槐蜜，记一下。", ["log_harvest", "ScheduleTreatment"]),
    (
        "Schedule hive 8 for treatment with formic acid on 2027-01-05.",
        ["ScheduleTreatment", "inspect_hive"],
    ),
]


SETS = {
    12: (TOOLS_12, QUESTIONS_12),
    13: (TOOLS_13, QUESTIONS_13),
    14: (TOOLS_14, QUESTIONS_14),
    15: (TOOLS_15, QUESTIONS_15),
    16: (TOOLS_16, QUESTIONS_16),
    17: (TOOLS_17, QUESTIONS_17),
    18: (TOOLS_18, QUESTIONS_18),
    19: (TOOLS_19, QUESTIONS_19),
    20: (TOOLS_20, QUESTIONS_20),
    21: (TOOLS_21, QUESTIONS_21),
    22: (TOOLS_22, QUESTIONS_22),
    23: (TOOLS_23, QUESTIONS_23),
    24: (TOOLS_24, QUESTIONS_24),
    25: (TOOLS_25, QUESTIONS_25),
    26: (TOOLS_26, QUESTIONS_26),
    27: (TOOLS_27, QUESTIONS_27),
    28: (TOOLS_28, QUESTIONS_28),
    29: (TOOLS_29, QUESTIONS_29),
    30: (TOOLS_30, QUESTIONS_30),
    31: (TOOLS_31, QUESTIONS_31),
    32: (TOOLS_32, QUESTIONS_32),
    33: (TOOLS_33, QUESTIONS_33),
    34: (TOOLS_34, QUESTIONS_34),
    35: (TOOLS_35, QUESTIONS_35),
    36: (TOOLS_36, QUESTIONS_36),
    37: (TOOLS_37, QUESTIONS_37),
    38: (TOOLS_38, QUESTIONS_38),
    39: (TOOLS_39, QUESTIONS_39),
    40: (TOOLS_40, QUESTIONS_40),
    41: (TOOLS_41, QUESTIONS_41),
    42: (TOOLS_42, QUESTIONS_42),
    43: (TOOLS_43, QUESTIONS_43),
    44: (TOOLS_44, QUESTIONS_44),
    45: (TOOLS_45, QUESTIONS_45),
    46: (TOOLS_46, QUESTIONS_46),
    47: (TOOLS_47, QUESTIONS_47),
    48: (TOOLS_48, QUESTIONS_48),
    49: (TOOLS_49, QUESTIONS_49),
    50: (TOOLS_50, QUESTIONS_50),
    51: (TOOLS_51, QUESTIONS_51),
    52: (TOOLS_52, QUESTIONS_52),
    53: (TOOLS_53, QUESTIONS_53),
    54: (TOOLS_54, QUESTIONS_54),
    55: (TOOLS_55, QUESTIONS_55),
    56: (TOOLS_56, QUESTIONS_56),
    57: (TOOLS_57, QUESTIONS_57),
    58: (TOOLS_58, QUESTIONS_58),
    59: (TOOLS_59, QUESTIONS_59),
    60: (TOOLS_60, QUESTIONS_60),
    61: (TOOLS_61, QUESTIONS_61),
    62: (TOOLS_62, QUESTIONS_62),
    63: (TOOLS_63, QUESTIONS_63),
    64: (TOOLS_64, QUESTIONS_64),
    65: (TOOLS_65, QUESTIONS_65),
    66: (TOOLS_66, QUESTIONS_66),
    67: (TOOLS_67, QUESTIONS_67),
    68: (TOOLS_68, QUESTIONS_68),
    69: (TOOLS_69, QUESTIONS_69),
    70: (TOOLS_70, QUESTIONS_70),
    71: (TOOLS_71, QUESTIONS_71),
    72: (TOOLS_72, QUESTIONS_72),
    73: (TOOLS_73, QUESTIONS_73),
    74: (TOOLS_74, QUESTIONS_74),
    75: (TOOLS_75, QUESTIONS_75),
    76: (TOOLS_76, QUESTIONS_76),
    77: (TOOLS_77, QUESTIONS_77),
    78: (TOOLS_78, QUESTIONS_78),
    79: (TOOLS_79, QUESTIONS_79),
    80: (TOOLS_80, QUESTIONS_80),
    81: (TOOLS_81, QUESTIONS_81),
    82: (TOOLS_82, QUESTIONS_82),
    83: (TOOLS_83, QUESTIONS_83),
    84: (TOOLS_84, QUESTIONS_84),
    85: (TOOLS_85, QUESTIONS_85),
    86: (TOOLS_86, QUESTIONS_86),
    87: (TOOLS_87, QUESTIONS_87),
    88: (TOOLS_88, QUESTIONS_88),
    89: (TOOLS_89, QUESTIONS_89),
    90: (TOOLS_90, QUESTIONS_90),
    91: (TOOLS_91, QUESTIONS_91),
    92: (TOOLS_92, QUESTIONS_92),
    93: (TOOLS_93, QUESTIONS_93),
    94: (TOOLS_94, QUESTIONS_94),
    95: (TOOLS_95, QUESTIONS_95),
    96: (TOOLS_96, QUESTIONS_96),
    97: (TOOLS_97, QUESTIONS_97),
    98: (TOOLS_98, QUESTIONS_98),
    99: (TOOLS_99, QUESTIONS_99),
    100: (TOOLS_100, QUESTIONS_100),
    101: (TOOLS_101, QUESTIONS_101),
    102: (TOOLS_102, QUESTIONS_102),
    103: (TOOLS_103, QUESTIONS_103),
    104: (TOOLS_104, QUESTIONS_104),
    105: (TOOLS_105, QUESTIONS_105),
    106: (TOOLS_106, QUESTIONS_106),
    107: (TOOLS_107, QUESTIONS_107),
    108: (TOOLS_108, QUESTIONS_108),
    109: (TOOLS_109, QUESTIONS_109),
}
